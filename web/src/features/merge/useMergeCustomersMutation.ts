import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useSuccessPopup } from '../../shared/useSuccessPopup.ts';
import { attempt, type Outcome } from '../../shared/mutationOutcome.ts';
import type { MergeValues } from './mergeChoices.ts';
import { MergeCustomersDocument } from './mergeDocuments.ts';

/**
 * Merges `mergeIds` into `keepId` with the chosen values (mergeCustomers) and says so. `version` is the kept customer's
 * version the values were chosen on: what others saved to it since is kept, or the server answers CONFLICT
 * (docs/collaboration.md#versions-and-conflicts). Live lists follow on their own (the feed brings the merge as one
 * change set); the kept customer's answer updates Apollo's cache.
 */
export function useMergeCustomersMutation() {
  const [mergeCustomers, { loading }] = useMutation(MergeCustomersDocument);
  const intl = useIntl();
  const success = useSuccessPopup();
  const merge = useCallback(
    async (
      keepId: string,
      mergeIds: readonly string[],
      values: MergeValues,
      version: number,
    ): Promise<Outcome<string>> => {
      const outcome = await attempt(async () => {
        const { data } = await mergeCustomers({
          variables: { keepId, mergeIds: [...mergeIds], fields: { id: keepId, ...values, version } },
        });
        return data!.mergeCustomers.id;
      });
      if (outcome.ok)
        void success(
          intl.formatMessage({
            defaultMessage: 'Customers merged',
            id: '0tfQza',
            description: 'Merge dialog: success pop-up',
          }),
        );
      return outcome;
    },
    [mergeCustomers, success, intl],
  );
  return { merge, merging: loading };
}
