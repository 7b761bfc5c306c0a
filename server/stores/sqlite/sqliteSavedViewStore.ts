// Saved views in the embedded store: one row each, the order, columns and field filters as JSON.
import type { SavedView } from '../../domain/views/savedView.ts';
import type { SavedViewStore } from '../../domain/views/savedViewStore.ts';
import type { SqliteDatabase } from './database.ts';

interface SavedViewRow {
  id: string;
  name: string;
  shared: number;
  owner_uid: string;
  owner_email: string;
  filter: SavedView['filter'];
  search: string | null;
  tag_ids: string;
  customer_owner: string | null;
  company_id: string | null;
  field_filters: string | null;
  order_by: string;
  columns: string;
  created_at: number;
  updated_at: number;
}

const toView = (row: SavedViewRow): SavedView => ({
  id: row.id,
  name: row.name,
  shared: row.shared === 1,
  owner: { uid: row.owner_uid, email: row.owner_email },
  filter: row.filter,
  search: row.search,
  tagIds: JSON.parse(row.tag_ids ?? '[]'),
  customerOwner: row.customer_owner ?? null,
  companyId: row.company_id ?? null,
  // Views saved before field filters were kept have none.
  fieldFilters: JSON.parse(row.field_filters ?? '[]'),
  orderBy: JSON.parse(row.order_by),
  columns: JSON.parse(row.columns),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export class SqliteSavedViewStore implements SavedViewStore {
  private readonly statements;

  constructor(db: SqliteDatabase) {
    this.statements = {
      visibleTo: db.prepare<{ uid: string }, SavedViewRow>(
        'SELECT * FROM saved_views WHERE owner_uid = @uid OR shared = 1',
      ),
      get: db.prepare<{ id: string }, SavedViewRow>('SELECT * FROM saved_views WHERE id = @id'),
      count: db.prepare<{ uid: string }, { count: number }>(
        'SELECT count(*) AS count FROM saved_views WHERE owner_uid = @uid',
      ),
      put: db.prepare(`
        INSERT INTO saved_views (id, name, shared, owner_uid, owner_email, filter, search, customer_owner, tag_ids, company_id,
          field_filters, order_by, columns, created_at, updated_at)
        VALUES (@id, @name, @shared, @owner_uid, @owner_email, @filter, @search, @customer_owner, @tag_ids, @company_id,
          @field_filters, @order_by, @columns, @created_at, @updated_at)
        ON CONFLICT (id) DO UPDATE SET name = excluded.name, shared = excluded.shared, owner_uid = excluded.owner_uid,
          owner_email = excluded.owner_email, filter = excluded.filter, search = excluded.search,
          customer_owner = excluded.customer_owner, tag_ids = excluded.tag_ids, company_id = excluded.company_id,
          field_filters = excluded.field_filters, order_by = excluded.order_by,
          columns = excluded.columns, created_at = excluded.created_at, updated_at = excluded.updated_at`),
      remove: db.prepare<{ id: string }>('DELETE FROM saved_views WHERE id = @id'),
    };
  }

  async visibleTo(uid: string): Promise<SavedView[]> {
    return this.statements.visibleTo.all({ uid }).map(toView);
  }

  async get(id: string): Promise<SavedView | null> {
    const row = this.statements.get.get({ id });
    return row ? toView(row) : null;
  }

  async countOwnedBy(uid: string): Promise<number> {
    return this.statements.count.get({ uid })!.count;
  }

  async put(view: SavedView): Promise<SavedView> {
    this.statements.put.run({
      id: view.id,
      name: view.name,
      shared: view.shared ? 1 : 0,
      owner_uid: view.owner.uid,
      owner_email: view.owner.email,
      filter: view.filter,
      search: view.search,
      tag_ids: JSON.stringify(view.tagIds),
      customer_owner: view.customerOwner,
      company_id: view.companyId,
      field_filters: JSON.stringify(view.fieldFilters),
      order_by: JSON.stringify(view.orderBy),
      columns: JSON.stringify(view.columns),
      created_at: view.createdAt,
      updated_at: view.updatedAt,
    });
    return view;
  }

  async remove(id: string): Promise<boolean> {
    return this.statements.remove.run({ id }).changes > 0;
  }
}
