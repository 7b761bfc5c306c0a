// The customers list: antd's Table (its column sorters and its row selection's column,
// table/AntdCustomersTable.antd.tsx) over a windowed body (table/WindowBody.tsx): only the rows in view (and a few
// either side) exist, each at its place in a body as tall as the whole list, so a keystroke over 100,000 customers
// re-renders a screenful, not antd's rows (antd's rows took most of a keystroke's frame budget,
// docs/decisions/hand-built-table.md). antd comes in a chunk of its own once the browser is idle after the page's first
// paint; until then the same body shows under a plain header (table/TableHeader.tsx). One ARIA table with the whole
// list's row count; the rows look as antd's small table does in both themes (app.css).
import { useMemo, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CustomerListOrder as CustomerOrder } from '../../../../server/domain/ordering.ts';
import { antdSwap } from '../../shared/AntdIsland.tsx';
import { useIdleAfterPaint } from '../../shared/useIdleAfterPaint.ts';
import { useStackedRows } from '../../shared/listPage.tsx';
import { useTableColumns } from './table/columnSets.tsx';
import type { ListField } from './table/fieldColumns.tsx';
import { useColumnLayout, useScrollerBox } from './table/columnWidths.ts';
import { stackedRowEstimate, wideRowHeight, type Customer } from './table/tableColumn.ts';
import { TableHeader, type TableSelection } from './table/TableHeader.tsx';
import { useCutValueTip } from './table/useCutValueTip.ts';
import { useFocusFollowsCustomer } from './table/useFocusFollowsCustomer.ts';
import { useHeaderSort } from './table/useHeaderSort.ts';
import { useRowActions } from './table/useRowActions.ts';
import { BodyFrameContext, SelectAllContext, WindowBody, type BodyFrame } from './table/WindowBody.tsx';
import { useRowWindow } from './useRowWindow.ts';
import { useViewportSize } from './useViewportSize.ts';

export type { TableSelection } from './table/TableHeader.tsx';

const customerKey = (customer: Customer) => customer.id;

/**
 * Rows rendered beyond the visible part, above and below:
 * enough for Tab to find the next row (each rendered row costs a keystroke time).
 */
const overscanRows = 2;

/**
 * antd's Table and its providers, fetched once the list has rendered; rendered again only when its own props change. If
 * its code cannot be fetched (the server restarting just then), the plain header stays: the list works the same.
 */
const { Part: AntdCustomersTable, useReady: useAntdTableReady } = antdSwap(
  () => import('./table/AntdCustomersTable.antd.tsx'),
  (module) => module.AntdCustomersTable,
);

interface CustomersTableProps {
  customers: readonly Customer[];
  /** Height of the rows' part in px (the header comes on top). */
  height: number;
  loading: boolean;
  /** The live list is still arriving. */
  busy: boolean;
  emptyText: string;
  /**
   * Something to show after a customer's name (for instance who else is editing it); keep it stable between renders.
   */
  renderNameExtra?: (customer: Customer) => ReactNode;
  /** A role that only reads: rows without Edit, Remove and Restore */
  readOnly?: boolean;
  /** The rows' order, shown in the sortable headers; with onOrderChange, a click on one sorts by it. */
  order?: CustomerOrder;
  onOrderChange?: (order: CustomerOrder) => void;
  /** With a selection: a checkbox on every row and one for all in the header (a role that writes) */
  selection?: TableSelection;
  /**
   * The columns shown, in order, by key (views/listUrlState.ts); '#' and the checkbox always come first. Default: all.
   */
  columnKeys?: readonly string[];
  /** The team's active custom fields: a column key field:<key> shows one's values (table/fieldColumns.tsx) */
  customFields?: readonly ListField[];
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
  customFields,
}: CustomersTableProps) {
  const intl = useIntl();
  const stacked = useStackedRows();
  const viewport = useViewportSize();
  const tableRef = useRef<HTMLDivElement>(null);
  useFocusFollowsCustomer(tableRef);
  const tip = useCutValueTip(tableRef);
  const selectable = selection !== undefined && !readOnly;
  const { columns, style } = useTableColumns(stacked, selectable, readOnly, columnKeys, customFields);
  const actions = useRowActions(tableRef, selection, readOnly);
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
  const box = useScrollerBox(rows.scroller);
  const antdReady = useAntdTableReady(useIdleAfterPaint());
  const { headerOrder, latestOrder, sortFromHeader } = useHeaderSort(order, onOrderChange);
  const { widths, layout } = useColumnLayout(box, columns, style, stacked);
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
      aria-label={intl.formatMessage({
        defaultMessage: 'Customers',
        id: 'axb1ts',
        description: "Accessible name of the customers list's table",
      })}
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
