// The customers list as a windowed table: only the rows in view (and a few either side) exist, each at its place in
// a body as tall as the whole list, so a keystroke over 100,000 customers redraws a screenful, not a virtual grid's
// machinery (antd's virtual Table took most of a keystroke's frame budget, docs/decisions/hand-built-table.md). Drawn plain as antd's small
// table looks in both themes (app.css); an ARIA table with the whole list's row count. Its parts (columns, row,
// header, tip, focus) are in table/.
import { useMemo, useRef, type ReactNode } from 'react';
import type { CustomerOrder } from '../../../../server/domain/ordering.ts';
import { useDialogs } from '../../shared/dialogs.tsx';
import { ListEmpty, ListLoading, useStackedRows } from '../../shared/listPage.tsx';
import { rememberRowActionFocus } from './rowActionFocus.ts';
import { useRemoveCustomerMutation } from './useRemoveCustomerMutation.ts';
import { useRestoreCustomerMutation } from './useRestoreCustomerMutation.ts';
import {
  chosenColumns,
  gridLayout,
  readOnlySpreadColumns,
  readOnlySpreadLayout,
  selectableSpreadColumns,
  selectableSpreadLayout,
  selectableStackedColumns,
  selectableStackedLayout,
  spreadLayout,
  stackedLayout,
} from './table/columnSets.tsx';
import { CustomerRow } from './table/CustomerRow.tsx';
import { spreadColumns } from './table/spreadColumns.tsx';
import { stackedColumns } from './table/stackedColumns.tsx';
import { fullName, headerHeight, stackedRowEstimate, wideRowHeight, type Customer, type RowActions } from './table/tableColumn.ts';
import { TableHeader, type TableSelection } from './table/TableHeader.tsx';
import { useCutValueTip } from './table/useCutValueTip.ts';
import { useFocusFollowsCustomer } from './table/useFocusFollowsCustomer.ts';
import { useRowWindow } from './useRowWindow.ts';

export type { TableSelection } from './table/TableHeader.tsx';

export const removeQuestion = 'Are you sure you want to remove the customer?';

const customerKey = (customer: Customer) => customer.id;

/** Rows drawn beyond the visible part, above and below: enough for Tab to find the next row (each drawn row costs a keystroke time). */
const overscanRows = 2;

interface CustomersTableProps {
  customers: readonly Customer[];
  /** Height of the rows' part in px (the header comes on top). */
  height: number;
  loading: boolean;
  /** The live list is still arriving. */
  busy: boolean;
  emptyText: string;
  /** Something to show after a customer's name (for instance who else is editing it); keep it stable between renders. */
  renderNameExtra?: (customer: Customer) => ReactNode;
  /** A role that only reads: rows without Edit, Remove and Restore */
  readOnly?: boolean;
  /** The rows' order, shown in the sortable headers; with onOrderChange, a click on one sorts by it. */
  order?: CustomerOrder;
  onOrderChange?: (order: CustomerOrder) => void;
  /** With a selection: a checkbox on every row and one for all in the header (a role that writes) */
  selection?: TableSelection;
  /** The columns shown, in order, by key (views/listUrlState.ts); '#' and the checkbox always come first. Default: all. */
  columnKeys?: readonly string[];
}

export function CustomersTable({
  customers,
  height,
  loading,
  busy,
  emptyText,
  renderNameExtra,
  readOnly = false,
  order,
  onOrderChange,
  selection,
  columnKeys,
}: CustomersTableProps) {
  const dialogs = useDialogs();
  const removeCustomer = useRemoveCustomerMutation();
  const restoreCustomer = useRestoreCustomerMutation();
  const stacked = useStackedRows();
  const tableRef = useRef<HTMLDivElement>(null);
  useFocusFollowsCustomer(tableRef);
  const tip = useCutValueTip(tableRef);
  const selectable = selection !== undefined && !readOnly;
  const baseColumns = stacked
    ? selectable
      ? selectableStackedColumns
      : stackedColumns
    : readOnly
      ? readOnlySpreadColumns
      : selectable
        ? selectableSpreadColumns
        : spreadColumns;
  const baseStyle = stacked
    ? selectable
      ? selectableStackedLayout
      : stackedLayout
    : readOnly
      ? readOnlySpreadLayout
      : selectable
        ? selectableSpreadLayout
        : spreadLayout;
  // Drawn anew only when the chosen keys change, so the rows (memo) keep their columns between keystrokes.
  const chosenKeys = columnKeys?.join(',');
  const { columns, style } = useMemo(() => {
    if (chosenKeys === undefined) return { columns: baseColumns, style: baseStyle };
    const chosen = chosenColumns(baseColumns, chosenKeys.split(','), stacked);
    return { columns: chosen, style: gridLayout(stacked, chosen) };
  }, [baseColumns, baseStyle, chosenKeys, stacked]);
  // The latest selection, read by the rows' stable actions.
  const selectionRef = useRef(selection);
  // eslint-disable-next-line react-hooks/refs -- the latest-value ref: the rows' actions stay stable and read it when clicked
  selectionRef.current = selection;
  const rows = useRowWindow({
    items: customers,
    keyOf: customerKey,
    rowHeight: stacked ? stackedRowEstimate : wideRowHeight,
    measured: stacked,
    // A phone scrolls the page, so a row is never cut short inside a box above the footer.
    viewportHeight: stacked ? window.innerHeight : height,
    overscan: overscanRows * (stacked ? stackedRowEstimate : wideRowHeight),
    pageScroll: stacked,
  });
  const { scrollerRef, bodyRef, totalHeight } = rows;

  const actions = useMemo<RowActions>(
    () => ({
      writable: !readOnly,
      remove: (customer) => {
        // The Remove button may leave with its row: focus moves on once 'Customer removed' has closed.
        const focusAfter = rememberRowActionFocus(tableRef.current);
        void dialogs.modal().then((modal) => {
          modal.confirm({
            title: removeQuestion,
            content: `${fullName(customer)} will be moved to the deleted customers.`,
            okText: 'Remove',
            okButtonProps: { danger: true },
            cancelText: 'Cancel',
            // Opens on Cancel, so Enter pressed twice (Remove, then the dialog) keeps the customer.
            focusable: { autoFocusButton: 'cancel' },
            onOk: () => removeCustomer(customer.id, focusAfter),
          });
        });
      },
      restore: (customer) => {
        const focusAfter = rememberRowActionFocus(tableRef.current);
        void restoreCustomer(customer.id).then(focusAfter);
      },
      select: (index, checked, range) => selectionRef.current?.select(index, checked, range),
    }),
    [dialogs, removeCustomer, restoreCustomer, readOnly],
  );

  const empty = customers.length === 0;
  const drawn: ReactNode[] = [];
  for (let index = rows.start; index < rows.end; index++) {
    const customer = customers[index]!;
    drawn.push(
      <CustomerRow
        key={index}
        customer={customer}
        index={index}
        selected={selectable && selection.isSelected(customer)}
        top={rows.offsetOf(index)}
        columns={columns}
        actions={actions}
        renderNameExtra={renderNameExtra}
      />,
    );
  }

  return (
    <div
      ref={tableRef}
      className={`customers-table${stacked ? ' customers-table-stacked' : ''}`}
      role="table"
      aria-label="Customers"
      // The whole list's rows, the header included; only those in view exist, each with its aria-rowindex.
      aria-rowcount={empty ? undefined : customers.length + 1}
      // While the rest of the list is still arriving (the first rows show before it has).
      aria-busy={busy}
      style={style}
    >
      <div ref={scrollerRef} className="customers-grid-scroller" style={stacked ? undefined : { maxHeight: height + headerHeight }}>
        <TableHeader columns={columns} count={customers.length} order={order} onOrderChange={onOrderChange} selection={selection} />
        {empty ? (
          <div role="rowgroup">
            <div role="row" aria-rowindex={2} className="customers-grid-placeholder-row">
              <div role="cell" className="customers-grid-placeholder" aria-colspan={columns.length}>
                {loading ? <ListLoading /> : <ListEmpty text={emptyText} />}
              </div>
            </div>
          </div>
        ) : (
          <div ref={bodyRef} role="rowgroup" className="customers-grid-body" style={{ height: totalHeight }}>
            {drawn}
          </div>
        )}
      </div>
      {tip && (
        <div className="cut-value-tip" aria-hidden="true" style={{ left: tip.left, top: tip.top }}>
          {tip.text}
        </div>
      )}
    </div>
  );
}
