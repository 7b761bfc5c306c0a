import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';

const RestoreCustomerDocument = graphql(`
  mutation RestoreCustomer($id: ID!) {
    restoreCustomer(id: $id) {
      ...CustomerFields
    }
  }
`);

/**
 * Makes a removed customer active again; no confirmation and no message (SPEC §4). The result updates the
 * cached customer; the lists follow through the live feed, which owns them (customerCache.ts).
 */
export function useRestoreCustomerMutation() {
  const [mutate] = useMutation(RestoreCustomerDocument);
  return useCallback(
    async (id: string) => {
      try {
        await mutate({ variables: { id } });
      } catch (error) {
        console.error('Restoring the customer failed', error);
      }
    },
    [mutate],
  );
}
