// The customers table's antd part: antd's Table with its column sorters and its row selection's column, rendering the
// header; the rows are the windowed body (components.body as a function: antd's "customize scroll body",
// table/WindowBody.tsx). antd gets no rows as its dataSource (its selection and sorter hooks walk the data on every
// render) and props that change only with the order shown, the columns or the size, so a keystroke, a scroll, a tick or
// a header click never renders it in the interaction's frame: the body and the header's box follow their contexts, and
// a new order's arrows come with its rows, in the page's deferred render. Loaded as an antd island
// (CustomersTable.tsx), after the page.
import { Table, type SpinProps, type TableColumnType, type TableProps } from 'antd';
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useMemo,
  useRef,
  type HTMLAttributes,
  type RefObject,
  type ThHTMLAttributes,
} from 'react';
import type { CustomerListOrder as CustomerOrder } from '../../../../../server/domain/ordering.ts';
import { orderOnHeaderClick, sortsBy, type Column } from './tableColumn.ts';
import { SelectAllFromContext, WindowBody, type ScrollBodyInfo } from './WindowBody.tsx';

/** antd's record: none are given (the body renders the rows). */
type Row = { key: number };
const noRows: Row[] = [];
const noKeys: number[] = [];
/**
 * antd's Table sits in its Spin, a live region (aria-live, aria-busy) that would stand between the ARIA table and its
 * row groups; the list never spins (its rows say loading themselves,
 * and the table its aria-busy), so it is a plain box.
 */
const notLoading = { spinning: false, 'aria-live': undefined, 'aria-busy': undefined } as SpinProps;

/** A column's sortField (tableColumn.ts): `EMAIL`, or `field:<key>` for a custom field's. */
type SortField = string;

const sortOrderOf = (field: SortField, order: CustomerOrder | undefined) =>
  !sortsBy(order, field) ? null : order!.direction === 'ASC' ? ('ascend' as const) : ('descend' as const);

/**
 * antd's sorter goes up on a first click, then the other way each click
 * (never back to unsorted: the list always has an order).
 */
const sortDirections: ('ascend' | 'descend')[] = ['ascend', 'descend', 'ascend'];

/**
 * The header is part of the one ARIA table
 * (CustomersTable's role="table" around it): its table element only lays it out.
 */
function HeaderTable(props: HTMLAttributes<HTMLTableElement>) {
  return <table {...props} role="presentation" />;
}
// The roles are said again: a presentational table takes its parts' own roles away.
function HeaderGroup(props: HTMLAttributes<HTMLTableSectionElement>) {
  // eslint-disable-next-line jsx-a11y/no-redundant-roles -- the table element is presentational (above)
  return <thead {...props} role="rowgroup" />;
}
function HeaderRow(props: HTMLAttributes<HTMLTableRowElement>) {
  return <tr {...props} role="row" aria-rowindex={1} />;
}
/** Sorts the page's list by a column: up, or down when it is sorted up already. */
const SortByContext = createContext<((field: SortField) => void) | null>(null);

type HeaderCellProps = ThHTMLAttributes<HTMLTableCellElement> & { 'data-sort-field'?: SortField };

/**
 * A column's header; the cell antd adds over the body's scrollbar is no column. A sorter's cell (antd's: its arrows,
 * aria-sort, focusable, a click or Enter sorts) sends its click and Enter to the page's order, not through antd's own
 * sort state: that would render antd's whole Table again in the click's frame, before the order it shows has changed.
 */
function HeaderCell({ 'data-sort-field': field, ...props }: HeaderCellProps) {
  const sortBy = useContext(SortByContext);
  if (props.className?.includes('-cell-scrollbar')) {
    // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- layout only, not a column
    return <th {...props} role="presentation" aria-hidden="true" />;
  }
  if (!field || !sortBy) return <th {...props} role="columnheader" />;
  return (
    <th
      {...props}
      role="columnheader"
      onClick={() => sortBy(field)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') sortBy(field);
      }}
    />
  );
}

const components: TableProps<Row>['components'] = {
  header: { table: HeaderTable, wrapper: HeaderGroup, row: HeaderRow, cell: HeaderCell },
  body: (_data: readonly Row[], info: ScrollBodyInfo) => <WindowBody scroll={info} />,
};

export interface AntdCustomersTableProps {
  /** All the columns, the checkbox's first where the role selects */
  columns: readonly Column[];
  /** Each column's width in px, as the body's rows lay them out */
  widths: readonly number[];
  /** Width of the body's scrollbar, where antd's header leaves room for it */
  gutter: number;
  /**
   * The order the header shows (its arrows); a click sorts from `latestOrder`,
   * the page's now (a ref: it changes before the arrows)
   */
  order: CustomerOrder | undefined;
  latestOrder: RefObject<CustomerOrder | undefined>;
  onOrderChange: ((order: CustomerOrder) => void) | undefined;
  /** Phones: the page scrolls, the header sticks under the shell's top bar */
  stacked: boolean;
  /** Height of the rows' part in px (wide screens, where they scroll in a box under the header) */
  height: number;
}

export const AntdCustomersTable = memo(function AntdCustomersTable({
  columns,
  widths,
  gutter,
  order,
  latestOrder,
  onOrderChange,
  stacked,
  height,
}: AntdCustomersTableProps) {
  const sorts = order !== undefined && onOrderChange !== undefined;
  const selectIndex = columns.findIndex((column) => column.selects);
  const tableColumns = useMemo<TableColumnType<Row>[]>(
    () =>
      columns.flatMap((column, index) =>
        column.selects
          ? []
          : [
              {
                key: column.key,
                title: column.title,
                width: widths[index],
                align: column.align,
                ellipsis: column.ellipsis,
                ...(column.sortField && sorts
                  ? {
                      sorter: true,
                      sortOrder: sortOrderOf(column.sortField, order),
                      sortDirections,
                      showSorterTooltip: false,
                      // The field the cell's click and Enter sort by (HeaderCell).
                      onHeaderCell: () => ({ 'data-sort-field': column.sortField }) as HTMLAttributes<HTMLElement>,
                    }
                  : {}),
              },
            ],
      ),
    [columns, widths, order, sorts],
  );
  const selectWidth = selectIndex < 0 ? undefined : widths[selectIndex];
  const rowSelection = useMemo<TableProps<Row>['rowSelection']>(
    () =>
      selectWidth === undefined
        ? undefined
        : // The box for all is ours (the page ticks all that match, not antd's rows); antd renders its column and header cell.
          { selectedRowKeys: noKeys, columnWidth: selectWidth, columnTitle: <SelectAllFromContext /> },
    [selectWidth],
  );
  // The arrows shown may still be the order before (a second click can come before they have moved), so a click turns
  // the page's order now: up, or down when it was up.
  const latest = useRef({ latestOrder, onOrderChange });
  // eslint-disable-next-line react-hooks/refs -- the latest-value ref: sortBy stays stable, reads it on a click
  latest.current = { latestOrder, onOrderChange };
  const sortBy = useCallback((field: SortField) => {
    const { latestOrder: now, onOrderChange: change } = latest.current;
    change?.(orderOnHeaderClick(field, now.current));
  }, []);
  const width = widths.reduce((sum, each) => sum + each, 0);
  return (
    <SortByContext.Provider value={sorts ? sortBy : null}>
      <Table<Row>
        className="customers-antd-table"
        size="small"
        tableLayout="fixed"
        pagination={false}
        loading={notLoading}
        dataSource={noRows}
        columns={tableColumns}
        rowSelection={rowSelection}
        components={components}
        showSorterTooltip={false}
        scroll={stacked ? undefined : { x: width + gutter, y: height }}
        sticky={stacked ? { offsetHeader: 64 } : undefined}
      />
    </SortByContext.Provider>
  );
});
