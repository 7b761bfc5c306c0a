import { useSubscription } from '@apollo/client/react';
import { CustomerActivityDocument } from '../customerDocuments.ts';
import type { CustomerActivitySubscription } from '../../../gql/graphql.ts';

/** The open customer as the activity subscription sends it after each write: its fields and who changed it last. */
export type WatchedCustomer = NonNullable<CustomerActivitySubscription['customerActivity']['customer']>;
/** Someone else with the customer open, and whether they are editing it. */
export type CustomerViewer = CustomerActivitySubscription['customerActivity']['viewers'][number];

/**
 * While a page has customer `id` open: the customer after every write to it from anywhere (also written to Apollo's
 * cache, so what the page shows stays current), and who else has it open. The page counts among the viewers, as
 * editing when `editing` is true, until it closes.
 */
export function useCustomerActivity(id: string, editing: boolean, { skip = false } = {}) {
  // background: no loading overlay for a feed that never ends. Skipped while there is no customer to watch.
  const { data } = useSubscription(CustomerActivityDocument, {
    variables: { id, editing },
    context: { background: true },
    skip,
  });
  const activity = data?.customerActivity;
  return {
    customer: activity?.customer ?? null,
    viewers: activity?.viewers ?? [],
    /** Who made the customer's latest change, when the server knows */
    lastChangedBy: activity?.customer?.history.nodes[0]?.by?.email ?? null,
  };
}
