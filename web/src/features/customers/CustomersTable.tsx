// The customers list: antd's Table (its column sorters and its row selection's column, table/AntdCustomersTable.antd.tsx)
// over a windowed body (table/WindowBody.tsx): only the rows in view (and a few either side) exist, each at its place
// in a body as tall as the whole list, so a keystroke over 100,000 customers re-renders a screenful, not antd's rows
// (antd's rows took most of a keystroke's frame budget, docs/decisions/hand-built-table.md). antd comes in a chunk of its own
// once the browser is idle after the page's first paint; until then the same body shows under a plain header (table/TableHeader.tsx). One ARIA
// table with the whole list's row count; the rows look as antd's small table does in both themes (app.css).
import {
  startTransition,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type { CustomerOrder } from '../../../../server/domain/ordering.ts';
import { useDialogs } from '../../shared/dialogs.tsx';
import { antdSwap } from '../../shared/AntdIsland.tsx';
import { useIdleAfterPaint } from '../../shared/useIdleAfterPaint.ts';
import { useStackedRows } from '../../shared/listPage.tsx';
import { sameOrder } from './live/orderBuilder.ts';
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
import { spreadColumns } from './table/spreadColumns.tsx';
import { stackedColumns } from './table/stackedColumns.tsx';
import {
  fullName,
  stackedRowEstimate,
  wideRowHeight,
  type Column,
  type Customer,
  type RowActions,
} from './table/tableColumn.ts';
import { TableHeader, type TableSelection } from './table/TableHeader.tsx';
import { useCutValueTip } from './table/useCutValueTip.ts';
import { refocusRowControl, useFocusFollowsCustomer } from './table/useFocusFollowsCustomer.ts';
import { BodyFrameContext, SelectAllContext, WindowBody, type BodyFrame } from './table/WindowBody.tsx';
import { useRowWindow } from './useRowWindow.ts';
import { useViewportSize } from './useViewportSize.ts';

export type { TableSelection } from './table/TableHeader.tsx';

export const removeQuestion = 'Are you sure you want to remove the customer?';

const customerKey = (customer: Customer) => customer.id;

/** Rows rendered beyond the visible part, above and below: enough for Tab to find the next row (each rendered row costs a keystroke time). */
const overscanRows = 2;

/**
 * antd's Table and its providers, fetched once the list has rendered; rendered again only when its own props change. If
 * its code cannot be fetched (the server restarting just then), the plain header stays: the list works the same.
 */
const { Part: AntdCustomersTable, useReady: useAntdTableReady } = antdSwap(
  () => import('./table/AntdCustomersTable.antd.tsx'),
  (module) => module.AntdCustomersTable,
);

/**
 * Each column's width in px across `room` (the body's width inside its scrollbar): on a wide screen the columns share
 * it in proportion to their widths, never narrower than them (the table scrolls sideways then); on a phone the column
 * without a width takes what the others leave. antd's header and the body's rows are laid out with the same numbers.
 */
function pixelWidths(columns: readonly Column[], room: number, stacked: boolean): number[] {
  const fixed = columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
  if (stacked || columns.some((column) => column.width === undefined)) {
    const rest = Math.max(0, room - fixed);
    return columns.map((column) => column.width ?? rest);
  }
  if (room <= fixed) return columns.map((column) => column.width!);
  const widths = columns.map((column) => Math.floor((column.width! * room) / fixed));
  widths[widths.length - 1]! += room - widths.reduce((sum, width) => sum + width, 0);
  return widths;
}

/** The body's width inside its scrollbar, and the scrollbar's, followed as the window or the list changes. */
function useScrollerBox(scroller: HTMLDivElement | null): { room: number; gutter: number } | null {
  const [box, setBox] = useState<{ room: number; gutter: number } | null>(null);
  useLayoutEffect(() => {
    if (!scroller) return;
    const measure = () =>
      setBox((previous) => {
        const room = scroller.clientWidth;
        const gutter = scroller.offsetWidth - scroller.clientWidth;
        return previous?.room === room && previous.gutter === gutter ? previous : { room, gutter };
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scroller]);
  return box;
}

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

/** The same order, or neither given. */
function sameOrMissing(a: CustomerOrder | undefined, b: CustomerOrder | undefined): boolean {
  return a && b ? sameOrder(a, b) : a === b;
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
  const viewport = useViewportSize();
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
  // Rendered anew only when the chosen keys change, so the rows (memo) keep their columns between keystrokes.
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
    viewportHeight: stacked ? viewport.height : height,
    overscan: overscanRows * (stacked ? stackedRowEstimate : wideRowHeight),
    pageScroll: stacked,
  });

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
            // Cancelled: back to the Remove button, even when antd's table replaced the rows while the dialog was open.
            afterClose: () =>
              requestAnimationFrame(() => refocusRowControl(tableRef.current, customer.id, /^Remove\b/)),
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

  const box = useScrollerBox(rows.scroller);
  const antdReady = useAntdTableReady(useIdleAfterPaint());
  // antd's header shows a new order with the rows in it, in the deferred render that renders them (CustomersPage): a
  // header click's own frame then renders no antd Table (its render was most of that frame at 100,000 customers).
  const headerOrder = useDeferredValue(order);
  // A header click's order (`to`), kept until the page's order moves from the one the click was made on (`from`):
  // to it, or to another that came meanwhile (back in the browser's history, say).
  const clicked = useRef<{ from: CustomerOrder | undefined; to: CustomerOrder } | null>(null);
  // eslint-disable-next-line react-hooks/refs -- the click is forgotten once the order it was made on has moved
  if (clicked.current && !sameOrMissing(clicked.current.from, order)) clicked.current = null;
  const renderedOrder = useRef(order);
  // eslint-disable-next-line react-hooks/refs -- the latest-value ref: a header click remembers the order it was made on
  renderedOrder.current = order;
  const latestOrder = useRef(order);
  // eslint-disable-next-line react-hooks/refs -- the latest-value ref: a header click reads the order now, not the one its arrows show
  latestOrder.current = clicked.current?.to ?? order;
  // A header click sorts in a transition: the arrows come with the rows in any case, so the click's own frame renders
  // nothing of the list, and React renders the new order a slice at a time. A second click before that render reads
  // the first click's order (latestOrder), so it turns the order the first one set.
  const sortFromHeader = useMemo(
    () =>
      onOrderChange &&
      ((next: CustomerOrder) => {
        clicked.current = { from: clicked.current ? clicked.current.from : renderedOrder.current, to: next };
        latestOrder.current = next;
        startTransition(() => onOrderChange(next));
      }),
    [onOrderChange],
  );
  const widths = useMemo(() => (box ? pixelWidths(columns, box.room, stacked) : null), [box, columns, stacked]);
  const layout = useMemo<CSSProperties>(
    () =>
      widths
        ? {
            ...style,
            '--customers-grid-columns': widths.map((width) => `${width}px`).join(' '),
            '--customers-grid-min-width': `${widths.reduce((sum, width) => sum + width, 0)}px`,
          }
        : style,
    [style, widths],
  );
  const frame: BodyFrame = {
    customers,
    start: rows.start,
    end: rows.end,
    offsetOf: rows.offsetOf,
    totalHeight: rows.totalHeight,
    columns,
    actions,
    selection: selectable ? selection : undefined,
    renderNameExtra,
    loading,
    emptyText,
    stacked,
    height,
    scrollerRef: rows.scrollerRef,
    bodyRef: rows.bodyRef,
  };
  const selectAll = useMemo(
    () => (selectable ? { selection, count: customers.length } : null),
    [selectable, selection, customers.length],
  );
  const empty = customers.length === 0;
  const plain = (
    <WindowBody
      header={
        <TableHeader
          columns={columns}
          count={customers.length}
          order={order}
          onOrderChange={sortFromHeader}
          selection={selection}
        />
      }
    />
  );

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
      style={layout}
    >
      <BodyFrameContext.Provider value={frame}>
        <SelectAllContext.Provider value={selectAll}>
          {widths && antdReady ? (
            <AntdCustomersTable
              columns={columns}
              widths={widths}
              gutter={box!.gutter}
              order={headerOrder}
              latestOrder={latestOrder}
              onOrderChange={sortFromHeader}
              stacked={stacked}
              height={height}
            />
          ) : (
            plain
          )}
        </SelectAllContext.Provider>
      </BodyFrameContext.Provider>
      {tip && (
        <div className="cut-value-tip" aria-hidden="true" style={{ left: tip.left, top: tip.top }}>
          {tip.text}
        </div>
      )}
    </div>
  );
}
