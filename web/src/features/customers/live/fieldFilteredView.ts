// A live list's view narrowed by tags and custom field filters, by the server's own rules (tags/tag.ts's
// carriesEveryTag, customFields/fieldFilters.ts), so the browser shows what customerPage and the exports answer for the
// same filters, and a change of either filter costs one pass over the rows, not a new feed. Kept per view object and
// filters: a render that asks again (another keystroke's deferred render, a tick) gets the same answer for nothing.
import { matchesFieldFilters, type FieldFilter } from '../../../../../server/domain/customFields/fieldFilters.ts';
import { carriesEveryTag } from '../../../../../server/domain/tags/tag.ts';
import { fieldValueOf, type LiveCustomer } from './orderKeys.ts';

interface View {
  readonly version: number;
  readonly needle: string;
  readonly customers: readonly LiveCustomer[];
}

const narrowed = new WeakMap<object, { filters: readonly FieldFilter[]; tags: string; view: View }>();

/**
 * The view's rows that carry every one of `tagIds` and whose values pass every filter, as a view of its own (the same
 * version, order and needle).
 */
export function fieldFilteredView<T extends View>(
  view: T,
  filters: readonly FieldFilter[],
  tagIds: readonly string[] = [],
): T {
  const tags = tagIds.join(',');
  const kept = narrowed.get(view);
  if (kept && kept.filters === filters && kept.tags === tags) return kept.view as T;
  const customers = view.customers.filter(
    (customer) =>
      carriesEveryTag((id) => customer.tags.some((tag) => tag.id === id), tagIds) &&
      (!filters.length || matchesFieldFilters((key) => fieldValueOf(customer, key), filters)),
  );
  const filtered = { ...view, customers, indexes: null };
  narrowed.set(view, { filters, tags, view: filtered });
  return filtered;
}
