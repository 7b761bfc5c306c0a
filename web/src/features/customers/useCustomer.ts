import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useEarlyFetchPolicy } from '../../shared/earlyQuery.ts';
import { CustomerDocument } from './customerDocuments.ts';
import { reportError } from '../../shared/reportError.ts';

/**
 * One customer by id. What the cache holds shows at once, but the server is always queried as well: a change made
 * elsewhere after the live list closed never reached the cache. `customer` is null when the server knows no such id.
 */
export function useCustomer(id: string) {
  const variables = { id };
  // Prefetched as the page opened (shared/earlyQuery.ts): that answer is the server's now, on the first mount only.
  const { data, loading, error } = useQuery(CustomerDocument, {
    variables,
    fetchPolicy: useEarlyFetchPolicy(CustomerDocument, variables, 'cache-and-network'),
  });
  useEffect(() => {
    if (error) reportError('Loading the customer failed', error);
  }, [error]);
  return {
    customer: data?.customer ?? null,
    /** Nothing to show yet. */
    loading: loading && !data,
    /** The server has answered: what an edit must start from, so a save cannot overwrite a newer change. */
    fresh: !loading && !error,
    /** The server could not be reached (network or server error): not the same as an unknown id. */
    failed: Boolean(error),
  };
}
