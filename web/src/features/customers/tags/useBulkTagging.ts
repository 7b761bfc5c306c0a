// The selection bar's Add tag and Remove tag: tagCustomers on the ticked rows (by ids, in calls of at most
// limits.bulkIdsMax, or as the filter, search, owner and tags), one undoable change the list's bar then offers to undo.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { limits } from '../../../../../server/domain/fieldRules.ts';
import { graphql } from '../../../gql/index.ts';
import { useDialogs } from '../../../shared/dialogs.tsx';
import { reportError } from '../../../shared/reportError.ts';
import type { TeamTag } from '../../../shared/tags/TagChips.tsx';
import type { BulkSelection, DoneBulkChange } from '../useBulkCustomerChanges.ts';

const TagCustomersDocument = graphql(`
  mutation TagCustomers($selection: CustomerSelection!, $add: [ID!], $remove: [ID!]) {
    tagCustomers(selection: $selection, add: $add, remove: $remove) {
      id
      count
    }
  }
`);

const idsPerCall: (typeof limits)['bulkIdsMax'] = 10_000;

function selectionParts(selection: BulkSelection) {
  if ('ids' in selection)
    return Array.from({ length: Math.ceil(selection.ids.length / idsPerCall) }, (_, i) => ({
      ids: selection.ids.slice(i * idsPerCall, (i + 1) * idsPerCall),
    }));
  const { filter, search, owner, tagIds } = selection;
  return [{ filter, search: search.trim() || null, owner: owner ?? null, tagIds: tagIds?.length ? [...tagIds] : null }];
}

export function useBulkTagging(
  selection: () => BulkSelection,
  clearTicks: () => void,
  showDone: (done: DoneBulkChange) => void,
) {
  const [tagMany] = useMutation(TagCustomersDocument, { fetchPolicy: 'no-cache' });
  const [tagging, setTagging] = useState(false);
  const dialogs = useDialogs();
  const intl = useIntl();
  const run = async (tag: TeamTag, added: boolean) => {
    setTagging(true);
    try {
      const done: DoneBulkChange = { ids: [], count: 0, status: true, tagged: { name: tag.name, added } };
      for (const part of selectionParts(selection())) {
        const change = added ? { add: [tag.id] } : { remove: [tag.id] };
        const { data } = await tagMany({ variables: { selection: part, ...change } });
        done.ids.push(data!.tagCustomers.id);
        done.count += data!.tagCustomers.count;
      }
      clearTicks();
      showDone(done);
    } catch (error) {
      reportError('The bulk tagging failed', error);
      void dialogs.modal().then((modal) => {
        modal.error({
          title: intl.formatMessage({
            defaultMessage: 'The tags were not changed',
            id: 'T1S8a+',
            description: 'Customers list: title of the dialog of a bulk Add tag or Remove tag that failed',
          }),
          content: intl.formatMessage({
            defaultMessage: 'Try again.',
            id: 'CI+BIG',
            description: 'Customers list: what the dialog of a failed bulk tagging asks',
          }),
        });
      });
    } finally {
      setTagging(false);
    }
  };
  return { tagging, addTag: (tag: TeamTag) => void run(tag, true), removeTag: (tag: TeamTag) => void run(tag, false) };
}

/** What the last bulk tagging did, for the bar with its Undo. */
export function taggingDoneText(
  intl: ReturnType<typeof useIntl>,
  { count, tagged }: { count: number; tagged: { name: string; added: boolean } },
): string {
  return tagged.added
    ? intl.formatMessage(
        {
          defaultMessage: 'Tagged {count, plural, one {# customer} other {# customers}} “{tag}”.',
          id: 'k7P67k',
          description: 'Customers list: what the last bulk Add tag did, beside its Undo',
        },
        { count, tag: tagged.name },
      )
    : intl.formatMessage(
        {
          defaultMessage: 'Took “{tag}” off {count, plural, one {# customer} other {# customers}}.',
          id: 'tuNIwV',
          description: 'Customers list: what the last bulk Remove tag did, beside its Undo',
        },
        { count, tag: tagged.name },
      );
}
