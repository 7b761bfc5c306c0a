import { useMutation } from '@apollo/client/react';
import { App } from 'antd';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import { placeCustomerInCachedLists } from './customerCache.ts';

const RemoveCustomerDocument = graphql(`
  mutation RemoveCustomer($id: ID!) {
    removeCustomer(id: $id) {
      ...CustomerFields
    }
  }
`);

/** Soft-removes a customer (status false); the cached lists follow at once, then 'Customer removed'. */
export function useRemoveCustomerMutation() {
  const { message } = App.useApp();
  const [mutate] = useMutation(RemoveCustomerDocument, {
    update: (cache, { data }) => {
      if (data) placeCustomerInCachedLists(cache, data.removeCustomer);
    },
  });
  return useCallback(
    async (id: string) => {
      try {
        await mutate({ variables: { id } });
        void message.success('Customer removed');
      } catch (error) {
        console.error('Removing the customer failed', error);
      }
    },
    [message, mutate],
  );
}
