import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../gql/index.ts';

const WorkersDocument = graphql(`
  query Workers {
    workers {
      id
      name
      phones
      email
      birthday
      photoUrl
    }
  }
`);

/** Every worker, read once (SPEC §7); the contacts screen searches them in the browser. */
export function useWorkers() {
  const { data, loading, error } = useQuery(WorkersDocument);
  useEffect(() => {
    if (error) console.error('Loading the contacts failed', error);
  }, [error]);
  return { workers: data?.workers ?? [], loading: loading && !data, failed: Boolean(error) };
}

/**
 * Starts reading the workers while the login check is still being asked, so a phone opening Contacts waits for one
 * round trip less: useWorkers then answers from the cache, or joins the request still in flight. A visitor's
 * UNAUTHENTICATED answer changes nothing (the login check sends them to login).
 */
export function prefetchWorkers(client: ApolloClient): void {
  client.query({ query: WorkersDocument }).catch(() => undefined);
}
