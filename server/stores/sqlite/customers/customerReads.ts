// Reading customers from SQLite: lists and pages along the order's index, trigram searches, counts kept until a write.
import type { Statement } from 'better-sqlite3';
import type { Customer, CustomerFilter } from '../../../domain/customers/customer.ts';
import { keepMatching, pageOfOrdered } from '../../../domain/customers/customerPaging.ts';
import type { CustomerPageQuery, CustomerStorePage } from '../../../domain/customers/customerStore.ts';
import { customerOrderKey, defaultCustomerOrder, type CustomerOrder } from '../../../domain/ordering.ts';
import { foldForSearch } from '../../../domain/search.ts';
import { orderKeyColumns } from '../customerColumns.ts';
import type { SqliteDatabase } from '../database.ts';
import {
  columns,
  filterSql,
  perFilter,
  phrase,
  statusOf,
  toCustomer,
  trigram,
  type CustomerRow,
} from './customerRows.ts';

export class SqliteCustomerReads {
  private readonly statements;
  /** Statements for a filter in an order, prepared when first used */
  private readonly ordered = new Map<
    string,
    | Statement<[{ status: number; after: string; limit: number }], CustomerRow>
    | Statement<[{ status: number; phrase?: string }], CustomerRow>
  >();
  private readonly counts = new Map<CustomerFilter, number>();
  private countsVersion = -1;

  constructor(private readonly db: SqliteDatabase) {
    this.statements = {
      count: perFilter<{ status: number }, { n: number }>(
        db,
        (where) => `SELECT count(*) AS n FROM customers WHERE ${where}`,
      ),
      ids: perFilter<{ status: number }, { id: string }>(
        db,
        (where) => `SELECT id FROM customers WHERE ${where} ORDER BY rowid`,
      ),
      byId: db.prepare<[string], CustomerRow>(`SELECT ${columns} FROM customers WHERE id = ?`),
      changedSince: db.prepare<{ since: number; limit: number }, CustomerRow>(
        `SELECT ${columns} FROM customers WHERE updated_at >= @since ORDER BY updated_at LIMIT @limit`,
      ),
      owned: perFilter<{ status: number; owner: string }, CustomerRow>(
        db,
        (where) => `SELECT ${columns} FROM customers WHERE owner_uid = @owner AND ${where}`,
      ),
      inCompany: perFilter<{ status: number; company: string }, CustomerRow>(
        db,
        (where) => `SELECT ${columns} FROM customers WHERE company_id = @company AND ${where}`,
      ),
      companyCounts: db.prepare<[string], { company: string; n: number }>(
        `SELECT company_id AS company, count(*) AS n FROM customers
         WHERE company_id IN (SELECT value FROM json_each(?)) AND status = 1 GROUP BY company_id`,
      ),
      byEmail: db.prepare<[string], CustomerRow>(`SELECT ${columns} FROM customers WHERE email = ? COLLATE NOCASE`),
      byPhone: db.prepare<[string], CustomerRow>(`SELECT ${columns} FROM customers WHERE phone_normalized = ?`),
      // A further email (lower-cased) or phone (E.164), by the keys the triggers keep (migrations/contactPointSteps.ts).
      byFurtherContact: db.prepare<[string], CustomerRow>(
        `SELECT ${columns} FROM customers WHERE id IN (SELECT customer_id FROM customer_contact_keys WHERE key = ?)`,
      ),
    };
  }

  async list(
    filter: CustomerFilter,
    search?: string | null,
    order: CustomerOrder = defaultCustomerOrder,
  ): Promise<Customer[]> {
    return this.listNow(filter, search, order);
  }

  /**
   * Without a search, along the status index in the table's order
   * (a bulk change takes them so); with one, as list finds them.
   */
  async listIds(filter: CustomerFilter, search?: string | null): Promise<string[]> {
    if (search?.trim()) return this.listNow(filter, search).map(({ id }) => id);
    return this.statements.ids[filter].all({ status: statusOf(filter) }).map(({ id }) => id);
  }

  async page({
    filter,
    search,
    first,
    afterKey,
    order = defaultCustomerOrder,
  }: CustomerPageQuery): Promise<CustomerStorePage> {
    if (search?.trim()) return pageOfOrdered(this.listNow(filter, search, order), { first, afterKey, order });
    // Without a search, a page is an index range and a count: no row beyond the page is read.
    const rows = this.pageStatement(filter, order, afterKey !== null).all({
      status: statusOf(filter),
      after: afterKey ?? '',
      limit: first + 1,
    });
    return {
      customers: rows.slice(0, first).map(toCustomer),
      hasNextPage: rows.length > first,
      totalCount: this.count(filter),
    };
  }

  /** Without a search, page by page along the order's index: memory holds one batch whatever the list's size. */
  async *batches(
    filter: CustomerFilter,
    search: string | null,
    size: number,
    order: CustomerOrder = defaultCustomerOrder,
  ): AsyncIterable<Customer[]> {
    if (search?.trim()) {
      const all = this.listNow(filter, search, order);
      for (let start = 0; start < all.length; start += size) yield all.slice(start, start + size);
      return;
    }
    for (let afterKey: string | null = null; ;) {
      const page = await this.page({ filter, search: null, first: size, afterKey, order });
      if (page.customers.length) yield page.customers;
      if (!page.hasNextPage) return;
      afterKey = customerOrderKey(page.customers.at(-1)!, order.field);
    }
  }

  /**
   * A page of a filter in an order, along the order's index: the name order's (status, key) index for a status, any
   * other column's own index, skipping rows of the other status. Prepared when first used.
   */
  private pageStatement(
    filter: CustomerFilter,
    { field, direction }: CustomerOrder,
    after: boolean,
  ): Statement<[{ status: number; after: string; limit: number }], CustomerRow> {
    const name = `page ${filter} ${field} ${direction} ${after}`;
    let statement = this.ordered.get(name);
    if (!statement) {
      const key = orderKeyColumns[field];
      const range = after ? ` AND ${key} ${direction === 'ASC' ? '>' : '<'} @after` : '';
      // The planner would rather read a status's rows by the status index and sort them all for every page.
      const index = field === 'LNAME' ? '' : ` INDEXED BY customers_by_${key}`;
      statement = this.db.prepare<[{ status: number; after: string; limit: number }], CustomerRow>(
        `SELECT ${columns} FROM customers${index} WHERE ${filterSql[filter]}${range} ORDER BY ${key} ${direction} LIMIT @limit`,
      );
      this.ordered.set(name, statement);
    }
    return statement;
  }

  /** A filter's rows in an order, or those a trigram search finds; prepared when first used. */
  private listStatement(
    filter: CustomerFilter,
    { field, direction }: CustomerOrder,
    searching: boolean,
  ): Statement<[{ status: number; phrase?: string }], CustomerRow> {
    const name = `list ${filter} ${field} ${direction} ${searching}`;
    let statement = this.ordered.get(name);
    if (!statement) {
      const narrowed = searching
        ? ' AND rowid IN (SELECT rowid FROM customers_search WHERE customers_search MATCH @phrase)'
        : '';
      statement = this.db.prepare<[{ status: number; phrase?: string }], CustomerRow>(
        `SELECT ${columns} FROM customers WHERE ${filterSql[filter]}${narrowed} ORDER BY ${orderKeyColumns[field]} ${direction}`,
      );
      this.ordered.set(name, statement);
    }
    return statement;
  }

  /** Rows of a filter, counted again only after a write: a count reads every index entry of the filter. */
  count(filter: CustomerFilter): number {
    // data_version moves when another connection commits; this connection's own writes clear the counts in write().
    const version = this.db.pragma('data_version', { simple: true }) as number;
    if (version !== this.countsVersion) {
      this.counts.clear();
      this.countsVersion = version;
    }
    let count = this.counts.get(filter);
    if (count === undefined)
      this.counts.set(filter, (count = this.statements.count[filter].get({ status: statusOf(filter) })!.n));
    return count;
  }

  /** Along the owner index: an owner's customers are few enough to order and search in memory. */
  async owned(filter: CustomerFilter, ownerUid: string): Promise<Customer[]> {
    return this.statements.owned[filter].all({ status: statusOf(filter), owner: ownerUid }).map(toCustomer);
  }

  /** Along the company index: a company's people are few enough to order and search in memory. */
  async inCompany(filter: CustomerFilter, companyId: string): Promise<Customer[]> {
    return this.statements.inCompany[filter].all({ status: statusOf(filter), company: companyId }).map(toCustomer);
  }

  async companyCounts(companyIds: readonly string[]): Promise<Map<string, number>> {
    const rows = this.statements.companyCounts.all(JSON.stringify(companyIds));
    return new Map(rows.map(({ company, n }) => [company, n]));
  }

  async get(id: string): Promise<Customer | null> {
    return this.read(id);
  }

  async changedSince(since: number, limit: number): Promise<Customer[] | null> {
    const rows = this.statements.changedSince.all({ since, limit: limit + 1 });
    return rows.length > limit ? null : rows.map(toCustomer);
  }

  async findByContact(emails: readonly string[], phones: readonly string[]): Promise<Customer[]> {
    const found = new Map<string, Customer>();
    for (const email of emails)
      for (const row of this.statements.byEmail.all(email)) found.set(row.id, toCustomer(row));
    for (const phone of phones)
      for (const row of this.statements.byPhone.all(phone)) found.set(row.id, toCustomer(row));
    for (const key of [...emails.map((email) => email.toLowerCase()), ...phones])
      for (const row of this.statements.byFurtherContact.all(key)) found.set(row.id, toCustomer(row));
    return [...found.values()];
  }

  /** Forgets the counts: after this connection's own writes, and others' the follower heard of. */
  forgetCounts(): void {
    this.counts.clear();
  }

  /** In the order's key from its index; a search narrows through the trigram index, then the shared rule decides. */
  listNow(filter: CustomerFilter, search?: string | null, order: CustomerOrder = defaultCustomerOrder): Customer[] {
    const status = statusOf(filter);
    const needle = search?.trim() ?? '';
    const rows =
      foldForSearch(needle).length >= trigram
        ? this.listStatement(filter, order, true).all({ status, phrase: phrase(needle) })
        : this.listStatement(filter, order, false).all({ status });
    return [...keepMatching(rows.map(toCustomer), needle)];
  }

  read(id: string): Customer | null {
    const row = this.statements.byId.get(id);
    return row ? toCustomer(row) : null;
  }
}
