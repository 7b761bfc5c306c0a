import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import { placeCustomerInCachedLists } from './customerCache.ts';

const RestoreCustomerDocument = graphql(`
  mutation RestoreCustomer($id: ID!) {
    restoreCustomer(id: $id) {
      ...CustomerFields
    }
  }
`);

/** Makes a removed customer active again; no confirmation and no message (SPEC §4). */
export function useRestoreCustomerMutation() {
  const [mutate] = useMutation(RestoreCustomerDocument, {
    update: (cache, { data }) => {
      if (data) placeCustomerInCachedLists(cache, data.restoreCustomer);
    },
  });
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
