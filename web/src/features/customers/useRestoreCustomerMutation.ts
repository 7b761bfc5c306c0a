import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql/index.ts';
import { useWriteFailureQuestion } from './useWriteFailureQuestion.ts';
import { reportError } from '../../shared/reportError.ts';

const RestoreCustomerDocument = graphql(`
  mutation RestoreCustomer($id: ID!) {
    restoreCustomer(id: $id) {
      ...CustomerFields
    }
  }
`);

/**
 * Makes a removed customer active again; no confirmation and no message (docs/product.md#states-and-transitions). The
 * cache is left to the live feed, which alone writes the list (live/customerFeed.ts): an answer arriving after a newer
 * change cannot undo it.
 */
export function useRestoreCustomerMutation() {
  const failed = useWriteFailureQuestion();
  const intl = useIntl();
  const [mutate] = useMutation(RestoreCustomerDocument, { fetchPolicy: 'no-cache' });
  const restore = useCallback(
    async (id: string): Promise<void> => {
      try {
        await mutate({ variables: { id } });
      } catch (error) {
        reportError('Restoring the customer failed', error);
        const title = intl.formatMessage({
          defaultMessage: 'The customer was not restored',
          id: 'amRAKM',
          description: 'Title of the dialog of a restore that failed',
        });
        // eslint-disable-next-line react-hooks/immutability -- a retry calls this callback, assigned by then
        if (await failed(title, error)) await restore(id);
      }
    },
    [mutate, failed, intl],
  );
  return restore;
}
