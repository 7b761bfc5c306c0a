// The customers list's bulk Remove and Restore of the ticked rows, and the Undo of the last one, said in dialogs.
import { useState } from 'react';
import type { CustomerFilter } from '../../gql/graphql.ts';
import { useDialogs } from '../../shared/dialogs.tsx';
import { reportError } from '../../shared/reportError.ts';
import { useSuccessPopup } from '../../shared/useSuccessPopup.ts';
import { customersWord } from './BulkActions.tsx';
import { useBulkCustomerChanges, type BulkSelection, type DoneBulkChange } from './useBulkCustomerChanges.ts';
import type { Ticked } from './useTickedRows.ts';

/** Bulk changes of `ticked` (all that `filter` and `search` match, or its ids); `clearTicks` once one is done. */
export function useBulkChangeActions(
  filter: CustomerFilter,
  search: string,
  ticked: Ticked,
  tickedCount: number,
  clearTicks: () => void,
) {
  const dialogs = useDialogs();
  const success = useSuccessPopup();
  const bulk = useBulkCustomerChanges();
  const [bulkBusy, setBulkBusy] = useState(false);
  const [lastBulk, setLastBulk] = useState<(DoneBulkChange & { undoing: boolean }) | null>(null);
  const bulkSelection = (): BulkSelection => (ticked.all ? { filter, search } : { ids: [...ticked.ids] });
  const runBulk = async (status: boolean) => {
    setBulkBusy(true);
    try {
      const done = await bulk.change(bulkSelection(), status);
      clearTicks();
      setLastBulk({ ...done, undoing: false });
    } catch (error) {
      reportError('The bulk change failed', error);
      void dialogs.modal().then((modal) => {
        modal.error({
          title: status ? 'The customers were not restored' : 'The customers were not removed',
          content: 'Try again.',
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
        title: `Remove ${customersWord(count)}?`,
        content: `${count === 1 ? 'It' : 'They'} will be moved to the deleted customers. You can undo this.`,
        okText: `Remove ${customersWord(count)}`,
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
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
      await success(
        kept.length
          ? `Undone: ${customersWord(undone.reverted)} back as they were; ${customersWord(kept.length)} changed since and kept as ${kept.length === 1 ? 'it is' : 'they are'}: ${kept
              .slice(0, 5)
              .map(({ fname, lname }) => `${fname} ${lname}`)
              .join(', ')}${kept.length > 5 ? '…' : ''}`
          : `Undone: ${customersWord(undone.reverted)} back as they were`,
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
    undoLast: () => void undoLast(),
    dismissLast: () => setLastBulk(null),
  };
}
