// What the live list takes and gives: the change sets of customerChanges, and the rows of one search in one order.
import type { CustomerListOrder as CustomerOrder } from '../../../../../server/domain/ordering.ts';
import type { FieldFilter } from '../../../../../server/domain/customFields/fieldFilters.ts';
import type { OrderedField } from '../../../../../server/domain/customFields/fieldOrdering.ts';
import type { CustomerChangeType } from '../../../gql/graphql.ts';
import type { LiveCustomer } from './orderKeys.ts';

export interface LiveCustomerChange {
  readonly type: CustomerChangeType;
  readonly customer: LiveCustomer;
}

/** One set of customerChanges: the first page of the initial list (initial), a later page, or a store change. */
export interface LiveCustomerChangeSet {
  readonly initial: boolean;
  readonly complete: boolean;
  readonly changes: readonly LiveCustomerChange[];
}

/** The rows of one search over one version of the collection, in its order. */
export interface CustomerView {
  readonly version: number;
  readonly order: CustomerOrder;
  /** The search as the shared rule reads it: trimmed and lower-cased; '' shows every row. */
  readonly needle: string;
  readonly customers: readonly LiveCustomer[];
}

/** What narrows a view past its search (tags, custom field filters), and the team's fields a CUSTOM order reads. */
export interface ViewNarrowing {
  readonly filters?: readonly FieldFilter[];
  readonly fields?: readonly OrderedField[];
  readonly tagIds?: readonly string[];
  /** Custom fields whose orders are made ahead in idle time, as the stored columns' are (the columns shown) */
  readonly aheadFields?: readonly string[];
}
