import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { WorkersDocument } from './workersQuery.ts';
import { reportError } from '../../shared/reportError.ts';

/** Every worker, read once (docs/product.md#calls); the contacts screen searches them in the browser. */
export function useWorkers() {
  const { data, loading, error } = useQuery(WorkersDocument);
  useEffect(() => {
    if (error) reportError('Loading the contacts failed', error);
  }, [error]);
  return { workers: data?.workers ?? [], loading: loading && !data, failed: Boolean(error) };
}
