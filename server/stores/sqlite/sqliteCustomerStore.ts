import type { Customer, CustomerFields, CustomerFilter, CustomerWrite } from '../../domain/customers/customer.ts';
import { changeSetFor } from '../../domain/customers/customer.ts';
import type { CustomerStore, CustomerWatcher, Unsubscribe } from '../../domain/customers/customerStore.ts';
import type { SqliteDatabase } from './database.ts';

interface CustomerRow {
  id: string;
  fname: string;
  lname: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  status: number;
}

const columns = 'id, fname, lname, email, phone, address, notes, status';

function toCustomer(row: CustomerRow): Customer {
  return { ...row, status: row.status === 1 };
}

/**
 * Customers in SQLite. Every committed write is handed to the in-process change feed,
 * which turns it into per-filter change sets for the watchers.
 */
export class SqliteCustomerStore implements CustomerStore {
  private readonly watchers = new Set<{ filter: CustomerFilter; watcher: CustomerWatcher }>();
  private readonly statements;

  constructor(private readonly db: SqliteDatabase) {
    this.statements = {
      all: db.prepare<[], CustomerRow>(`SELECT ${columns} FROM customers ORDER BY created_at, rowid`),
      byStatus: db.prepare<[number], CustomerRow>(`SELECT ${columns} FROM customers WHERE status = ? ORDER BY created_at, rowid`),
      byId: db.prepare<[string], CustomerRow>(`SELECT ${columns} FROM customers WHERE id = ?`),
      insert: db.prepare(
        `INSERT INTO customers (id, fname, lname, email, phone, address, notes, status, created_at, updated_at)
         VALUES (@id, @fname, @lname, @email, @phone, @address, @notes, 1, @now, @now)`,
      ),
      update: db.prepare(
        `UPDATE customers SET fname = @fname, lname = @lname, email = @email, phone = @phone,
           address = @address, notes = @notes, updated_at = @now WHERE id = @id`,
      ),
      setStatus: db.prepare(`UPDATE customers SET status = @status, updated_at = @now WHERE id = @id`),
    };
  }

  async list(filter: CustomerFilter): Promise<Customer[]> {
    return this.listNow(filter);
  }

  async get(id: string): Promise<Customer | null> {
    return this.read(id);
  }

  async create(id: string, fields: CustomerFields): Promise<Customer> {
    return this.write(id, () => this.statements.insert.run({ id, ...fields, now: Date.now() }))!;
  }

  async update(id: string, fields: CustomerFields): Promise<Customer | null> {
    return this.write(id, () => this.statements.update.run({ id, ...fields, now: Date.now() }));
  }

  async setStatus(id: string, status: boolean): Promise<Customer | null> {
    return this.write(id, () => this.statements.setStatus.run({ id, status: status ? 1 : 0, now: Date.now() }));
  }

  watch(filter: CustomerFilter, watcher: CustomerWatcher): Unsubscribe {
    // SQLite is synchronous here, so no write can fall between the initial read and the registration.
    const entry = { filter, watcher };
    this.watchers.add(entry);
    watcher.next({ initial: true, changes: this.listNow(filter).map((customer) => ({ type: 'ADDED', customer })) });
    return () => {
      this.watchers.delete(entry);
    };
  }

  private listNow(filter: CustomerFilter): Customer[] {
    const rows = filter === 'ALL' ? this.statements.all.all() : this.statements.byStatus.all(filter === 'ACTIVE' ? 1 : 0);
    return rows.map(toCustomer);
  }

  private read(id: string): Customer | null {
    const row = this.statements.byId.get(id);
    return row ? toCustomer(row) : null;
  }

  private write(id: string, change: () => { changes: number }): Customer | null {
    const write = this.db.transaction((): CustomerWrite | null => {
      const before = this.read(id);
      if (change().changes === 0) return null;
      return { before, after: this.read(id) };
    })();
    if (!write) return null;
    this.publish([write]);
    return write.after;
  }

  private publish(writes: CustomerWrite[]): void {
    for (const { filter, watcher } of this.watchers) {
      const set = changeSetFor(writes, filter);
      if (set) watcher.next(set);
    }
  }
}
