// A filter's change feed narrowed to a scope (customerScope.ts), e.g. one owner's customers: a customer given to
// someone else leaves the owner's list (REMOVED), one given to them joins it (ADDED), as a status change moves a
// customer between filters; likewise a customer tagged or untagged for a list of tags.
import type { Customer, CustomerChange, CustomerChangeSet } from './customer.ts';
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
