import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import { useSuccessPopup } from '../../shared/useSuccessPopup.ts';

const RemoveCustomerDocument = graphql(`
  mutation RemoveCustomer($id: ID!) {
    removeCustomer(id: $id) {
      ...CustomerFields
    }
  }
`);

/**
 * Soft-removes a customer (status false), then 'Customer removed'. The cache is left to the live feed, which
 * alone writes the list (live/customerFeed.ts): an answer arriving after a newer change cannot undo it.
 */
export function useRemoveCustomerMutation() {
  const success = useSuccessPopup();
  const [mutate] = useMutation(RemoveCustomerDocument, { fetchPolicy: 'no-cache' });
  return useCallback(
    /** afterFeedback runs once the pop-up has closed (or at once on failure), to move focus on. */
    async (id: string, afterFeedback?: () => void) => {
      try {
        await mutate({ variables: { id } });
        void success('Customer removed').then(afterFeedback);
      } catch (error) {
        console.error('Removing the customer failed', error);
        afterFeedback?.();
      }
    },
    [mutate, success],
  );
}
