// A live list's view narrowed by custom field filters, by the server's own rule (customFields/fieldFilters.ts), so the
// browser shows what customerPage and the exports answer for the same filters. Kept per view object and filters: a
// render that asks again (another keystroke's deferred render, a tick) gets the same answer for nothing.
import { matchesFieldFilters, type FieldFilter } from '../../../../../server/domain/customFields/fieldFilters.ts';
import { fieldValueOf, type LiveCustomer } from './orderKeys.ts';

interface View {
  readonly version: number;
  readonly needle: string;
  readonly customers: readonly LiveCustomer[];
}

const narrowed = new WeakMap<object, { filters: readonly FieldFilter[]; view: View }>();

/** The view's rows whose values pass every filter, as a view of its own (the same version, order and needle). */
export function fieldFilteredView<T extends View>(view: T, filters: readonly FieldFilter[]): T {
  const kept = narrowed.get(view);
  if (kept && kept.filters === filters) return kept.view as T;
  const customers = view.customers.filter((customer) =>
    matchesFieldFilters((key) => fieldValueOf(customer, key), filters),
  );
  const filtered = { ...view, customers, indexes: null };
  narrowed.set(view, { filters, view: filtered });
  return filtered;
}
