import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { CustomerDocument } from './customerDocuments.ts';

/** One customer by id: from the cached live list when it holds it, else from the server; null when unknown. */
export function useCustomer(id: string) {
  const { data, loading, error } = useQuery(CustomerDocument, { variables: { id } });
  useEffect(() => {
    if (error) console.error('Loading the customer failed', error);
  }, [error]);
  return { customer: data?.customer ?? null, loading: loading && !data, failed: Boolean(error) };
}
