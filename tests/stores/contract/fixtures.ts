// What the store contract's areas share: a watcher that records, customer fields, ids and a webhook.
import type { CustomerChangeSet, CustomerFields } from '../../../server/domain/customers/customer.ts';
import type { CustomerWatcher } from '../../../server/domain/customers/customerStore.ts';
import type { WebhookStore } from '../../../server/domain/webhooks/webhookStore.ts';
import { waitFor } from '../../support/waitFor.ts';

/** A watcher that records what it is sent; `until(n)` waits for the n-th set. */
export function recorder() {
  const sets: CustomerChangeSet[] = [];
  const errors: Error[] = [];
  const watcher: CustomerWatcher = { next: (set) => void sets.push(set), error: (error) => void errors.push(error) };
  return {
    watcher,
    sets,
    errors,
    async until(count: number, timeoutMs?: number): Promise<CustomerChangeSet> {
      await waitFor(
        () => sets.length >= count,
        `change set ${count} (have ${JSON.stringify(sets.map(shape))})`,
        timeoutMs,
      );
      return sets[count - 1]!;
    },
    /** The n-th set, compact: [type, id, status] per change, initial sets in id order. */
    async shapeOf(count: number) {
      return shape(await this.until(count));
    },
  };
}

export function shape(set: CustomerChangeSet) {
  const changes = set.changes.map(({ type, customer }) => [type, customer.id, customer.status] as const);
  if (set.initial) changes.sort((a, b) => (a[1] < b[1] ? -1 : 1));
  return { initial: set.initial, changes };
}

export function fields(overrides: Partial<CustomerFields> = {}): CustomerFields {
  return {
    fname: 'Ada',
    lname: 'Lovelace',
    email: 'ada@example.com',
    phone: '555 0100',
    phoneNormalized: null,
    address: '1 Engine Row',
    notes: '',
    ...overrides,
  };
}

/** The ids of a list, sorted */
export const ids = (list: ReadonlyArray<{ id: string }>) => list.map(({ id }) => id).sort();

/** The ids of a list, in its order */
export const idsInOrder = (list: ReadonlyArray<{ id: string }>) => list.map(({ id }) => id);

let idCounter = 0;
/** Ids that sort in creation order, so initial sets compare the same on every adapter. */
export function nextId(): string {
  idCounter += 1;
  return `c${String(idCounter).padStart(4, '0')}${Date.now().toString(36)}`;
}

/** Who writes in the contract's audited changes */
export const dana = { uid: 'u-dana', email: 'dana@example.com' };

/** A webhook takes only events written after it was added (on SQLite none are written while there is no webhook). */
export const addWebhook = (webhooks: WebhookStore) =>
  webhooks.add(
    {
      id: nextId(),
      url: 'https://hooks.example.com/crm',
      events: ['customer.created'],
      description: null,
      enabled: false,
      createdAt: Date.now(),
      disabledReason: null,
    },
    'whsec_contract',
  );
