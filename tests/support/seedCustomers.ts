// Many customers written straight into a data folder before its server starts (big-list e2e tests and benches):
// one SQLite transaction, so 100,000 take seconds rather than one synced write each.
import { randomBytes } from 'node:crypto';
import { newAutoId } from '../../server/domain/autoId.ts';
import type { CustomerFields } from '../../server/domain/customers/customer.ts';
import { normalizePhone } from '../../server/domain/phones.ts';
import { openDatabase } from '../../server/stores/sqlite/database.ts';
import { SqliteCustomerStore } from '../../server/stores/sqlite/sqliteCustomerStore.ts';

/** Customer i of a seeded list: names repeat (997 last names), so order has ties to break; every tenth is a VIP. */
export function seededCustomer(i: number): CustomerFields {
  const phone = `+1 555 ${String(100_0000 + i).slice(0, 3)} ${String(i).padStart(4, '0')}`;
  return {
    fname: `First${i}`,
    lname: `Last${i % 997}`,
    email: `customer${i}@example.com`,
    phone,
    phoneNormalized: normalizePhone(phone, 'US'),
    address: `${i} Maple Street, Springfield`,
    notes: i % 10 === 0 ? 'VIP' : '',
  };
}

export async function seedCustomers(
  dataDir: string,
  count: number,
  customerAt: (i: number) => CustomerFields = seededCustomer,
): Promise<void> {
  const db = openDatabase(dataDir);
  try {
    const store = new SqliteCustomerStore(db);
    db.exec('BEGIN');
    for (let i = 0; i < count; i++) await store.create(newAutoId(randomBytes), customerAt(i));
    db.exec('COMMIT');
  } finally {
    db.close();
  }
}
