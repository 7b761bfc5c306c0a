import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import { refusalShownInPlace } from '../../shared/refusals.ts';
import { attempt, type Outcome } from '../../shared/mutationOutcome.ts';

const EraseCustomerDocument = graphql(`
  mutation EraseCustomer($id: ID!) {
    eraseCustomer(id: $id)
  }
`);

/**
 * Erases a customer for good (owners and admins). The customer leaves the cache at once: nothing of it stays in the
 * page's memory; live lists drop it from the feed's REMOVED change.
 */
export function useEraseCustomerMutation(): (id: string) => Promise<Outcome<boolean>> {
  const client = useApolloClient();
  const [mutate] = useMutation(EraseCustomerDocument, { fetchPolicy: 'no-cache', context: refusalShownInPlace });
  return useCallback(
    (id: string) =>
      attempt(async () => {
        await mutate({ variables: { id } });
        client.cache.evict({ id: client.cache.identify({ __typename: 'Customer', id }) });
        client.cache.gc();
        return true;
      }),
    [client, mutate],
  );
}
