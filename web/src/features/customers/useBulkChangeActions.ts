// The customers list's bulk Remove and Restore of the ticked rows, and the Undo of the last one, said in dialogs.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CustomerFilter } from '../../gql/graphql.ts';
import type { CustomFieldFilterInput } from '../../../../server/domain/customFields/fieldFilters.ts';
import { useDialogs } from '../../shared/dialogs.tsx';
import { reportError } from '../../shared/reportError.ts';
import { useSuccessPopup } from '../../shared/useSuccessPopup.ts';
import { useBulkCustomerChanges, type BulkSelection, type DoneBulkChange } from './useBulkCustomerChanges.ts';
import type { Ticked } from './useTickedRows.ts';

/** Bulk changes of `ticked` (all that `filter` and `search` match, or its ids); `clearTicks` once one is done. */
export function useBulkChangeActions(
  filter: CustomerFilter,
  search: string,
  ticked: Ticked,
  tickedCount: number,
  clearTicks: () => void,
  owner: string | null = null,
  tagIds: readonly string[] = [],
  companyId: string | null = null,
  fieldFilters: readonly CustomFieldFilterInput[] = [],
) {
  const dialogs = useDialogs();
  const intl = useIntl();
  const success = useSuccessPopup();
  const bulk = useBulkCustomerChanges();
  const [bulkBusy, setBulkBusy] = useState(false);
  const [lastBulk, setLastBulk] = useState<(DoneBulkChange & { undoing: boolean }) | null>(null);
  const bulkSelection = (): BulkSelection =>
    ticked.all ? { filter, search, owner, tagIds, companyId, fieldFilters } : { ids: [...ticked.ids] };
  const runBulk = async (status: boolean, owner?: { uid: string; email: string }) => {
    setBulkBusy(true);
    try {
      const done = owner ? await bulk.assign(bulkSelection(), owner) : await bulk.change(bulkSelection(), status);
      clearTicks();
      setLastBulk({ ...done, undoing: false });
    } catch (error) {
      reportError('The bulk change failed', error);
      void dialogs.modal().then((modal) => {
        modal.error({
          title: owner
            ? intl.formatMessage({
                defaultMessage: 'The customers were not assigned',
                id: 'RsuAdX',
                description: 'Customers list: title of the dialog of a bulk Assign to… that failed',
              })
            : status
              ? intl.formatMessage({
                  defaultMessage: 'The customers were not restored',
                  id: 'ohe8U2',
                  description: 'Customers list: title of the dialog of a bulk Restore that failed',
                })
              : intl.formatMessage({
                  defaultMessage: 'The customers were not removed',
                  id: 'fcgx5I',
                  description: 'Customers list: title of the dialog of a bulk Remove that failed',
                }),
          content: intl.formatMessage({
            defaultMessage: 'Try again.',
            id: 'lgArGm',
            description: 'Customers list: what the dialog of a failed bulk change asks',
          }),
        });
      });
    } finally {
      setBulkBusy(false);
    }
  };
  const removeTicked = () => {
    const count = tickedCount;
    void dialogs.modal().then((modal) => {
      modal.confirm({
        title: intl.formatMessage(
          {
            defaultMessage: 'Remove {count, plural, one {# customer} other {# customers}}?',
            id: 'R4uwaY',
            description: "Customers list: title of the bulk Remove's dialog",
          },
          { count },
        ),
        content: intl.formatMessage(
          {
            defaultMessage:
              '{count, plural, one {It will be moved to the deleted customers. You can undo this.} other {They will be moved to the deleted customers. You can undo this.}}',
            id: 'fbKVst',
            description: "Customers list: what the bulk Remove's dialog says it does",
          },
          { count },
        ),
        okText: intl.formatMessage(
          {
            defaultMessage: 'Remove {count, plural, one {# customer} other {# customers}}',
            id: 'AdYDYm',
            description: "Customers list: the bulk Remove dialog's button that removes them",
          },
          { count },
        ),
        okButtonProps: { danger: true },
        cancelText: intl.formatMessage({
          defaultMessage: 'Cancel',
          id: 'HA8sXQ',
          description: "Customers list: the bulk Remove dialog's button that keeps them",
        }),
        focusable: { autoFocusButton: 'cancel' },
        onOk: () => runBulk(false),
      });
    });
  };
  const undoLast = async () => {
    if (!lastBulk) return;
    setLastBulk({ ...lastBulk, undoing: true });
    try {
      const undone = await bulk.undo(lastBulk);
      setLastBulk(null);
      const kept = undone.keptChangedSince;
      const names = `${kept
        .slice(0, 5)
        .map(({ fname, lname }) => `${fname} ${lname}`)
        .join(', ')}${kept.length > 5 ? '…' : ''}`;
      await success(
        kept.length
          ? intl.formatMessage(
              {
                defaultMessage:
                  'Undone: {reverted, plural, one {# customer} other {# customers}} back as they were; {kept, plural, one {# customer changed since and kept as it is} other {# customers changed since and kept as they are}}: {names}',
                id: 'bJRT9L',
                description: 'Customers list: pop-up once a bulk change is undone, naming those changed since',
              },
              { reverted: undone.reverted, kept: kept.length, names },
            )
          : intl.formatMessage(
              {
                defaultMessage: 'Undone: {reverted, plural, one {# customer} other {# customers}} back as they were',
                id: 'cCO8Lm',
                description: 'Customers list: pop-up once a bulk change is undone',
              },
              { reverted: undone.reverted },
            ),
      );
    } catch (error) {
      reportError('Undo failed', error);
      setLastBulk({ ...lastBulk, undoing: false });
    }
  };
  return {
    bulkBusy,
    lastBulk,
    removeTicked,
    restoreTicked: () => void runBulk(true),
    assignTicked: (owner: { uid: string; email: string }) => void runBulk(true, owner),
    undoLast: () => void undoLast(),
    dismissLast: () => setLastBulk(null),
    /** What the ticked rows are as a selection, for bulk actions of other rooms (tags/useBulkTagging.ts) */
    tickedSelection: bulkSelection,
    /** Shows what such an action did, with its Undo */
    showDone: (done: DoneBulkChange) => setLastBulk({ ...done, undoing: false }),
  };
}
