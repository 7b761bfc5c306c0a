// What a customer's open page hears (docs/collaboration.md#presence): the customer as it changes, from anywhere, and
// who else has it open; and, for the list, who is editing which customer.
import type { User } from '../accounts/account.ts';
import type { Customer } from '../customers/customer.ts';
import type { CustomerStore, Unsubscribe } from '../customers/customerStore.ts';
import type { PresenceService, Viewer } from './presence.ts';

/** A customer's page as its viewer sees it change (docs/collaboration.md) */
export interface CustomerActivity {
  /** null: there is no such customer (any more) */
  customer: Customer | null;
  /** Who else has it open, each once, editing if any of their pages is */
  viewers: Viewer[];
}

export interface CustomerEditor {
  customerId: string;
  user: User;
}

/** Passes a value on only when it differs from the last one passed (presence is looked at again every few seconds). */
function onlyChanges<T>(watcher: { next(value: T): void }): (value: T) => void {
  let sent = '';
  return (value) => {
    const shown = JSON.stringify(value);
    if (shown === sent) return;
    sent = shown;
    watcher.next(value);
  };
}

/**
 * For a page `user` has open on customer `id` (editing it or not): the customer as it changes, from anywhere, and who
 * else has it open, first as they are and then on every change. While watched, the page counts among its viewers.
 */
export function watchCustomerActivity(
  presence: PresenceService,
  store: CustomerStore,
  { id, user, editing }: { id: string; user: User; editing: boolean },
  watcher: { next(activity: CustomerActivity): void },
): Unsubscribe {
  const { key, leave: leavePresence } = presence.join(id, user, editing);
  let left = false;
  const leave = () => {
    if (left) return;
    left = true;
    leavePresence();
  };
  let customer: Customer | null | undefined;
  const next = onlyChanges(watcher);
  const send = () => {
    if (customer !== undefined) next({ customer, viewers: presence.viewers(id, key) });
  };
  const stopPresence = presence.watch(send);
  let stopCustomer: Unsubscribe;
  try {
    stopCustomer = store.watchCustomer(id, (now) => {
      // Erased while open: the page stops saying it has it open (its heartbeat would write the presence back).
      if (now === null && customer) leave();
      customer = now;
      send();
    });
  } catch (error) {
    stopPresence();
    leave();
    throw error;
  }
  return () => {
    stopCustomer();
    stopPresence();
    leave();
  };
}

/** The customers someone is editing, with who, now and whenever that changes (the list's marks). */
export function watchCustomerEditors(
  presence: PresenceService,
  watcher: { next(editors: CustomerEditor[]): void },
): Unsubscribe {
  const next = onlyChanges(watcher);
  return presence.watch(() => next(presence.editors()));
}
