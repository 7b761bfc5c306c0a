// A filter's change feed narrowed to a scope (customerScope.ts), e.g. one owner's customers: a customer given to
// someone else leaves the owner's list (REMOVED), one given to them joins it (ADDED), as a status change moves a
// customer between filters; likewise a customer tagged or untagged for a list of tags.
import type { Customer, CustomerChange, CustomerChangeSet, CustomerFeedSet } from './customer.ts';
import type { CustomerWatcher } from './customerStore.ts';

export function ownedOnly(owner: string, watcher: CustomerWatcher): CustomerWatcher {
  return narrowedFeed((customer) => customer.ownerUid === owner, watcher);
}

export function narrowedFeed(keeps: (customer: Customer) => boolean, watcher: CustomerWatcher): CustomerWatcher {
  /** The ids the owner's list holds now */
  const held = new Set<string>();
  return {
    next(set: CustomerChangeSet) {
      if (set.initial) {
        const changes = set.changes.filter(({ customer }) => keeps(customer));
        held.clear();
        for (const { customer } of changes) held.add(customer.id);
        watcher.next({ ...set, changes });
        return;
      }
      const changes: CustomerChange[] = [];
      for (const { type, customer } of set.changes) {
        const was = held.has(customer.id);
        const is = type !== 'REMOVED' && keeps(customer);
        if (is) {
          held.add(customer.id);
          changes.push({ type: was ? 'MODIFIED' : 'ADDED', customer });
        } else if (was) {
          held.delete(customer.id);
          changes.push({ type: 'REMOVED', customer });
        }
      }
      if (changes.length || set.complete === false) watcher.next({ ...set, changes });
    },
    error: (error) => watcher.error(error),
  };
}

/**
 * One subscriber's feed narrowed by custom field filters, over the live list every subscriber of the filter shares
 * (filters are typed freely: a live list for each would keep a store feed per text ever typed). A customer whose
 * values come to pass joins as ADDED, one that stops passing leaves as REMOVED. A subscriber that resumed never got
 * the list from this feed, so it may hold any customer: a change to one that does not pass is sent as REMOVED (to a
 * client without it, a no-op). Sets that carry the initial list on are sent until it is complete, empty or not.
 */
export function fieldFilteredFeed(
  keeps: (customer: Customer) => boolean,
  watcher: { next(set: CustomerFeedSet): void; error(error: Error): void },
): { next(set: CustomerFeedSet): void; error(error: Error): void } {
  /** The ids the subscriber holds; null until it got a whole list from here (a resume) */
  let held: Set<string> | null = null;
  let completeSent = false;
  return {
    next(set: CustomerFeedSet) {
      if (set.initial) {
        held = new Set();
        completeSent = false;
      }
      const changes: CustomerChange[] = [];
      for (const { type, customer } of set.changes) {
        const is = type !== 'REMOVED' && keeps(customer);
        if (!held) changes.push(is ? { type, customer } : { type: 'REMOVED', customer });
        else if (is) {
          changes.push({ type: held.has(customer.id) ? 'MODIFIED' : 'ADDED', customer });
          held.add(customer.id);
        } else if (held.delete(customer.id)) changes.push({ type: 'REMOVED', customer });
      }
      if (changes.length || set.initial || !completeSent) watcher.next({ ...set, changes });
      if (set.complete) completeSent = true;
    },
    error: (error) => watcher.error(error),
  };
}
