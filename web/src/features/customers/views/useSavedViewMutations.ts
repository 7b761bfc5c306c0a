// Saving and deleting views: each answers what happened, in the server's words; the list of views is fetched again.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { SavedViewInput } from '../../../gql/graphql.ts';
import { attempt } from '../../../shared/mutationOutcome.ts';
import { refusalShownInPlace } from '../../../shared/refusals.ts';
import { DeleteViewDocument, SavedViewsDocument, SaveViewDocument } from './viewDocuments.ts';

const options = { refetchQueries: [SavedViewsDocument], awaitRefetchQueries: true, context: refusalShownInPlace };

export function useSaveViewMutation() {
  const [mutate] = useMutation(SaveViewDocument, options);
  return useCallback(
    (input: SavedViewInput) => attempt(async () => (await mutate({ variables: { input } })).data!.saveView),
    [mutate],
  );
}

export function useDeleteViewMutation() {
  const [mutate] = useMutation(DeleteViewDocument, options);
  return useCallback(
    (id: string) => attempt(async () => (await mutate({ variables: { id } })).data!.deleteView),
    [mutate],
  );
}
