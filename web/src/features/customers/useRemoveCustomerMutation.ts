import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql/index.ts';
import { useSuccessPopup } from '../../shared/useSuccessPopup.ts';
import { useWriteFailureQuestion } from './useWriteFailureQuestion.ts';
import { reportError } from '../../shared/reportError.ts';

const RemoveCustomerDocument = graphql(`
  mutation RemoveCustomer($id: ID!) {
    removeCustomer(id: $id) {
      ...CustomerFields
    }
  }
`);

/**
 * Soft-removes a customer (status false), then 'Customer removed'; a remove that fails says so and offers to try
 * again. The cache is left to the live feed, which alone writes the list (live/customerFeed.ts): an answer arriving
 * after a newer change cannot undo it.
 */
export function useRemoveCustomerMutation() {
  const success = useSuccessPopup();
  const intl = useIntl();
  const failed = useWriteFailureQuestion();
  const [mutate] = useMutation(RemoveCustomerDocument, { fetchPolicy: 'no-cache' });
  const remove = useCallback(
    /** afterFeedback runs once the pop-up has closed (or the failure's question), to move focus on. */
    async (id: string, afterFeedback?: () => void): Promise<void> => {
      try {
        await mutate({ variables: { id } });
        void success(
          intl.formatMessage({
            defaultMessage: 'Customer removed',
            id: '783Lkz',
            description: "Pop-up once a customer is removed (the spec's words)",
          }),
        ).then(afterFeedback);
      } catch (error) {
        reportError('Removing the customer failed', error);
        const title = intl.formatMessage({
          defaultMessage: 'The customer was not removed',
          id: '3gvWCA',
          description: 'Title of the dialog of a remove that failed',
        });
        // eslint-disable-next-line react-hooks/immutability -- a retry calls this callback, assigned by then
        if (await failed(title, error)) await remove(id, afterFeedback);
        else afterFeedback?.();
      }
    },
    [mutate, success, failed, intl],
  );
  return remove;
}
