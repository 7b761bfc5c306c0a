// What a row's buttons do: Remove (after a question), Restore, and the checkbox's tick, each keeping focus in place.
import { useMemo, useRef, type RefObject } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { useDialogs } from '../../../shared/dialogs.tsx';
import { rememberRowActionFocus } from '../rowActionFocus.ts';
import { useRemoveCustomerMutation } from '../useRemoveCustomerMutation.ts';
import { useRestoreCustomerMutation } from '../useRestoreCustomerMutation.ts';
import type { TableSelection } from './TableHeader.tsx';
import { fullName, type RowActions } from './tableColumn.ts';
import { refocusRowControl } from './useFocusFollowsCustomer.ts';

export const removeQuestion = defineMessage({
  defaultMessage: 'Are you sure you want to remove the customer?',
  id: 'akAzqY',
  description: "Customers list: title of the dialog a row's Remove opens",
});

/** The rows' actions, stable between renders: the tick reads the latest selection when clicked. */
export function useRowActions(
  tableRef: RefObject<HTMLDivElement | null>,
  selection: TableSelection | undefined,
  readOnly: boolean,
): RowActions {
  const dialogs = useDialogs();
  const intl = useIntl();
  const removeCustomer = useRemoveCustomerMutation();
  const restoreCustomer = useRestoreCustomerMutation();
  // The latest selection, read by the rows' stable actions.
  const selectionRef = useRef(selection);
  // eslint-disable-next-line react-hooks/refs -- latest-value ref: the rows' actions stay stable, read it on a click
  selectionRef.current = selection;
  return useMemo<RowActions>(
    () => ({
      writable: !readOnly,
      remove: (customer) => {
        // The Remove button may leave with its row: focus moves on once 'Customer removed' has closed.
        const focusAfter = rememberRowActionFocus(tableRef.current);
        void dialogs.modal().then((modal) => {
          modal.confirm({
            title: intl.formatMessage(removeQuestion),
            content: intl.formatMessage(
              {
                defaultMessage: '{name} will be moved to the deleted customers.',
                id: 'JXkvDP',
                description: "Customers list: what a row's Remove does, in its dialog",
              },
              { name: fullName(customer) },
            ),
            okText: intl.formatMessage({
              defaultMessage: 'Remove',
              id: 'Gp1Gpm',
              description: "Customers list: the Remove dialog's button that removes the customer",
            }),
            okButtonProps: { danger: true },
            cancelText: intl.formatMessage({
              defaultMessage: 'Cancel',
              id: 'UBPONk',
              description: "Customers list: the Remove dialog's button that keeps the customer",
            }),
            // Opens on Cancel, so Enter pressed twice (Remove, then the dialog) keeps the customer.
            focusable: { autoFocusButton: 'cancel' },
            onOk: () => removeCustomer(customer.id, focusAfter),
            // Cancelled: back to the Remove button, even when antd's table replaced the rows while the dialog was open.
            afterClose: () => requestAnimationFrame(() => refocusRowControl(tableRef.current, customer.id, 'remove')),
          });
        });
      },
      restore: (customer) => {
        const focusAfter = rememberRowActionFocus(tableRef.current);
        void restoreCustomer(customer.id).then(focusAfter);
      },
      select: (index, checked, range) => selectionRef.current?.select(index, checked, range),
    }),
    [dialogs, intl, removeCustomer, restoreCustomer, readOnly, tableRef],
  );
}
