// The data the Lighthouse bench's screens show, so each is measured as a team would see it, not empty: a year of
// customers (some removed, some sharing an email or a phone), written straight into the data folder before its
// server starts, then, through the API as the signed-in owner, an import, edits and removals of this week, notes and
// calls, a dozen open tasks, colleagues, an invitation and an API key.
import { randomBytes } from 'node:crypto';
import { newAutoId } from '../../../server/domain/autoId.ts';
import type { CustomerFields } from '../../../server/domain/customers/customer.ts';
import { normalizePhone } from '../../../server/domain/phones.ts';
import { openDatabase } from '../../../server/stores/sqlite/database.ts';
import { SqliteActivityStore } from '../../../server/stores/sqlite/sqliteActivityStore.ts';
import { SqliteCustomerStore } from '../../../server/stores/sqlite/sqliteCustomerStore.ts';
import { gql, signUp, uniqueEmail } from '../../support/crmServer.ts';

const firstNames = [
  'Ada',
  'Grace',
  'Alan',
  'Edsger',
  'Barbara',
  'Donald',
  'Frances',
  'Ken',
  'Margaret',
  'Dennis',
  'Radia',
  'Tim',
  'Sophie',
  'Niklaus',
];
const lastNames = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Allen',
  'Thompson',
  'Hamilton',
  'Ritchie',
  'Perlman',
  'Wilson',
  'Wirth',
];
const streets = ['Maple Street', 'Harbour Road', 'Station Lane', 'Mill Close', 'Church Walk', 'Orchard Way'];
const cities = ['Springfield', 'Riverton', 'Lakeside', 'Fairview', 'Oakdale'];
const day = 24 * 60 * 60 * 1000;

/** Customer i: a name, an address and a phone that look real; every 40th shares the email of the one before it. */
function customerAt(i: number): CustomerFields {
  const fname = firstNames[i % firstNames.length]!;
  const lname = lastNames[(i * 7) % lastNames.length]!;
  const mail = (n: number) =>
    `${firstNames[n % firstNames.length]!.toLowerCase()}.${lastNames[(n * 7) % lastNames.length]!.toLowerCase()}${n}@example.com`;
  const phone = `+1 555 ${String(200 + (i % 700)).padStart(3, '0')} ${String(1000 + i).slice(-4)}`;
  return {
    fname,
    lname,
    email: i % 40 === 39 ? mail(i - 1) : mail(i),
    phone,
    phoneNormalized: normalizePhone(phone, 'US'),
    address: `${10 + ((i * 13) % 190)} ${streets[i % streets.length]}, ${cities[i % cities.length]}`,
    notes: i % 9 === 0 ? 'Prefers a call in the morning.' : '',
  };
}

/**
 * `count` customers added over the last year, oldest first, every 15th removed some days after; their history
 * entries carry those times, so the dashboard's weekly chart has a year of bars. Before the server starts.
 */
export async function seedYearOfCustomers(dataDir: string, count: number, now = Date.now()): Promise<void> {
  const db = openDatabase(dataDir);
  try {
    const store = new SqliteCustomerStore(db);
    const times: Array<{ id: string; added: number; removed: number | null }> = [];
    db.exec('BEGIN');
    for (let i = 0; i < count; i++) {
      const id = newAutoId(randomBytes);
      await store.create(id, customerAt(i));
      const added = now - 364 * day + Math.floor(((i + 0.5) / count) * 362 * day);
      const removed = i % 15 === 7 ? Math.min(added + (3 + (i % 20)) * day, now - day) : null;
      if (removed !== null) await store.setStatus(id, false);
      times.push({ id, added, removed });
    }
    const setHistory = db.prepare('UPDATE customer_history SET at = @at WHERE customer_id = @id AND type = @type');
    const setCustomer = db.prepare('UPDATE customers SET created_at = @added, updated_at = @updated WHERE id = @id');
    for (const { id, added, removed } of times) {
      setHistory.run({ id, at: added, type: 'CREATED' });
      if (removed !== null) setHistory.run({ id, at: removed, type: 'REMOVED' });
      setCustomer.run({ id, added, updated: removed ?? added });
    }
    db.exec('COMMIT');
  } finally {
    db.close();
  }
}

/**
 * A customer with a long timeline: `count` activities over the last year (calls, notes, meetings, a few lines each).
 * Before the server starts; answers the customer's id.
 */
export async function seedLongTimeline(dataDir: string, count: number, now = Date.now()): Promise<string> {
  const db = openDatabase(dataDir);
  try {
    const id = newAutoId(randomBytes);
    await new SqliteCustomerStore(db).create(id, customerAt(count));
    const activities = new SqliteActivityStore(db);
    const kinds = ['NOTE', 'CALL', 'MEETING', 'EMAIL'] as const;
    db.exec('BEGIN');
    for (let n = 0; n < count; n++) {
      const at = now - Math.floor(((n + 1) / count) * 364 * day);
      await activities.put({
        id: newAutoId(randomBytes),
        customerId: id,
        kind: kinds[n % kinds.length]!,
        body: `Spoke about the renewal (${n}).\nNext step: send the offer, see https://example.com/offer/${n}`,
        at,
        author: null,
        createdAt: at,
        editedAt: null,
        mentions: [],
      });
    }
    db.exec('COMMIT');
    return id;
  } finally {
    db.close();
  }
}

async function call<T>(
  base: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const { body } = await gql<T>(base, query, variables, { token });
  if (!body.data || body.errors?.length)
    throw new Error(`seeding the Lighthouse data failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * This week's work, through the API as `token`'s owner: an import of 40 customers, edits and removals (the
 * dashboard's latest changes), a customer edited several times (its details' history), three colleagues, an
 * invitation and an API key. Answers the id of the customer with the history.
 */
export async function seedThisWeek(base: string, token: string): Promise<{ customerId: string }> {
  const rows = Array.from({ length: 40 }, (_, n) => {
    const { fname, lname, address, notes } = customerAt(1000 + n);
    return {
      fname,
      lname,
      address,
      notes,
      email: `imported${n}@example.com`,
      phone: `+1 555 910 ${String(1000 + n).slice(-4)}`,
    };
  });
  await call(base, token, 'mutation Import($rows: [CustomerInput!]!) { importCustomers(rows: $rows) { importId } }', {
    rows,
  });
  const { customerPage } = await call<{
    customerPage: {
      nodes: Array<{ id: string; fname: string; lname: string; email: string; phone: string; address: string }>;
    };
  }>(
    base,
    token,
    'query Page { customerPage(filter: ACTIVE, first: 40) { nodes { id fname lname email phone address } } }',
  );
  const [featured, ...others] = customerPage.nodes;
  if (!featured) throw new Error('seeding the Lighthouse data found no customer');
  const save = 'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id } }';
  const { id, fname, lname, email, phone, address } = featured;
  for (const [n, notes] of [
    'Met at the spring fair.',
    'Asked for the new price list.',
    'Renewed for two years.',
    'Prefers email.',
  ].entries())
    await call(base, token, save, {
      input: { id, fname, lname, email, phone, address: n === 2 ? `1 ${address}` : address, notes },
    });
  for (const [n, customer] of others.slice(0, 10).entries()) {
    const { id: otherId, ...fields } = customer;
    if (n % 3 === 2)
      await call(base, token, 'mutation Remove($id: ID!) { removeCustomer(id: $id) { id } }', { id: otherId });
    else
      await call(base, token, save, {
        input: { id: otherId, ...fields, phone: `+1 555 920 ${String(1000 + n).slice(-4)}`, notes: 'Phone updated.' },
      });
  }
  await seedDailyLoop(base, token, id, others);
  for (let n = 0; n < 3; n++) await signUp(base, uniqueEmail('colleague'));
  await call(base, token, 'mutation Invite($email: String!) { inviteMember(email: $email, role: MEMBER) { id } }', {
    email: uniqueEmail('invited'),
  });
  await call(base, token, 'mutation Key { createApiKey(name: "Reporting script", role: VIEWER) { secret } }');
  return { customerId: id };
}

/**
 * A week of the daily loop for the owner: a few notes and calls on the featured customer and a dozen open tasks (two
 * overdue, three today, four upcoming, three undated), half of them on a customer, as a team that uses the Tasks
 * screen has.
 */
async function seedDailyLoop(base: string, token: string, featuredId: string, others: ReadonlyArray<{ id: string }>) {
  const activity = 'mutation Add($input: ActivityInput!) { addActivity(input: $input) { id } }';
  for (const [kind, body] of [
    ['CALL', 'Called about the renewal: wants a quote for two more seats.'],
    ['NOTE', 'Prefers email for anything with prices.\nAsk for Dana in accounts.'],
    ['MEETING', 'Lunch at the spring fair; met their new buyer.'],
  ])
    await call(base, token, activity, { input: { customerId: featuredId, kind, body } });
  const day = 24 * 60 * 60 * 1000;
  const titles = [
    'Send the renewal quote',
    'Call back about the late delivery',
    'Confirm the spring fair stand',
    'Follow up on the new price list',
    'Book the quarterly review',
    'Check the invoice address',
    'Prepare the onboarding call',
    'Ask for a reference',
    'Update the contract terms',
    'Plan the summer visit',
    'Tidy the duplicate contacts',
    'Read the feedback survey',
  ];
  const dueIn = [-3, -1, 0, 0, 0, 1, 2, 5, 9, null, null, null];
  for (const [n, title] of titles.entries()) {
    const days = dueIn[n];
    const dueAt = days === null || days === undefined ? null : new Date(Date.now() + days * day).toISOString();
    await call(base, token, 'mutation Task($input: TaskInput!) { createTask(input: $input) { id } }', {
      input: { title, dueAt, customerId: n % 2 === 0 ? (others[n]?.id ?? featuredId) : null },
    });
  }
}
