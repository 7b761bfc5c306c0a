import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useSuccessPopup } from '../../shared/useSuccessPopup.ts';
import { attempt, type Outcome } from '../../shared/mutationOutcome.ts';
import { DuplicateGroupsDocument, MarkNotDuplicatesDocument } from './mergeDocuments.ts';

/**
 * Marks a group's customers as not duplicates (markNotDuplicates) and says so; the Duplicates view's groups are fetched
 * again, so the group leaves the list (docs/product.md#merging-duplicates).
 */
export function useMarkNotDuplicatesMutation() {
  const [markNotDuplicates, { loading }] = useMutation(MarkNotDuplicatesDocument, {
    refetchQueries: [DuplicateGroupsDocument],
    awaitRefetchQueries: true,
  });
  const intl = useIntl();
  const success = useSuccessPopup();
  const mark = useCallback(
    async (customerIds: readonly string[]): Promise<Outcome<boolean>> => {
      const outcome = await attempt(
        async () => (await markNotDuplicates({ variables: { customerIds: [...customerIds] } })).data!.markNotDuplicates,
      );
      if (outcome.ok)
        void success(
          intl.formatMessage({
            defaultMessage: 'Marked as not duplicates',
            id: 'RlsBJy',
            description: 'Duplicates view: success pop-up after marking a group as not duplicates',
          }),
        );
      return outcome;
    },
    [markNotDuplicates, success, intl],
  );
  return { mark, marking: loading };
}
