import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { compareCustomers } from '../../../../server/domain/ordering.ts';
import type { CustomerFilter } from '../../gql/graphql.ts';
import { applyCustomerChangeSet } from './customerCache.ts';
import { CustomerChangesDocument, CustomerListDocument } from './customerDocuments.ts';

type Status = 'loading' | 'live' | 'failed';

/**
 * The live customers list for a filter: subscribes to customerChanges (one subscription per filter;
 * a new filter re-subscribes), writes every change set into the cache and reads the list back from it, in name order.
 */
export function useCustomerChanges(filter: CustomerFilter) {
  const client = useApolloClient();
  const [state, setState] = useState<{ filter: CustomerFilter; status: Status }>({ filter, status: 'loading' });

  useEffect(() => {
    setState({ filter, status: 'loading' });
    // no-cache: the result is written once, by applyCustomerChangeSet, not also under the subscription root.
    const subscription = client.subscribe({ query: CustomerChangesDocument, variables: { filter }, fetchPolicy: 'no-cache' }).subscribe({
      next: (result) => {
        if (result.error) {
          console.error('Customer changes failed', result.error);
          setState({ filter, status: 'failed' });
          return;
        }
        const set = result.data?.customerChanges;
        if (!set) return;
        applyCustomerChangeSet(client.cache, filter, set);
        if (set.initial) setState({ filter, status: 'live' });
      },
      error: (error: unknown) => {
        console.error('Customer changes failed', error);
        setState({ filter, status: 'failed' });
      },
    });
    return () => subscription.unsubscribe();
  }, [client, filter]);

  const { data } = useQuery(CustomerListDocument, { variables: { filter }, fetchPolicy: 'cache-only' });
  const cached = data?.customers;
  // The cache keeps arrival order (changes are appended); people read the list in name order, as the server sends it.
  const ordered = useMemo(() => (cached ? [...cached].sort(compareCustomers) : []), [cached]);
  const status: Status = state.filter === filter ? state.status : 'loading';
  return { customers: status === 'live' ? ordered : [], status };
}
