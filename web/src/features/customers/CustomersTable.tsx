// The customers list as a windowed table: only the rows in view (and a few either side) exist, each at its place in
// a body as tall as the whole list, so a keystroke over 100,000 customers redraws a screenful, not a virtual grid's
// machinery (antd's virtual Table took most of a keystroke's frame budget, docs/decisions/hand-built-table.md). Drawn plain as antd's small
// table looks in both themes (app.css); an ARIA table with the whole list's row count.
import { CaretDownOutlined, CaretUpOutlined, DeleteOutlined, EditOutlined, EyeOutlined, UndoOutlined } from '@ant-design/icons';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import type { CustomerOrder, CustomerSortField } from '../../../../server/domain/ordering.ts';
import { customerColumnKeys } from '../../../../server/domain/views/savedView.ts';
import type { CustomerFieldsFragment } from '../../gql/graphql.ts';
import { useDialogs } from '../../shared/dialogs.tsx';
import { EmailAddress, ListEmpty, ListLoading, useStackedRows } from '../../shared/listPage.tsx';
import { rememberRowActionFocus } from './rowActionFocus.ts';
import { useRemoveCustomerMutation } from './useRemoveCustomerMutation.ts';
import { useRestoreCustomerMutation } from './useRestoreCustomerMutation.ts';
import { useRowWindow } from './useRowWindow.ts';

type Customer = CustomerFieldsFragment;

export const removeQuestion = 'Are you sure you want to remove the customer?';

const detailsPath = (customer: Customer) => `/dashboard/customerdetails/${customer.id}`;
const editPath = (customer: Customer) => `/dashboard/adduser/${customer.id}`;
const fullName = (customer: Customer) => `${customer.fname} ${customer.lname}`;
const customerKey = (customer: Customer) => customer.id;

/** Row heights in px: a wide row is one line beside a small button; a phone's stacked row is measured once drawn. */
const wideRowHeight = 41;
const stackedRowEstimate = 137;
const headerHeight = 39;
/** Rows drawn beyond the visible part, above and below: enough for Tab to find the next row (each drawn row costs a keystroke time). */
const overscanRows = 2;

interface RowActions {
  /** false for a role that only reads: no Edit, Remove or Restore */
  writable: boolean;
  remove(customer: Customer): void;
  restore(customer: Customer): void;
  /** A row's checkbox changed; `range`: Shift was held (from the last row checked to this one) */
  select(index: number, checked: boolean, range: boolean): void;
}

/** What a row's cells show: the customer, its place in the list (0-based), and what its buttons do. */
interface CellProps {
  customer: Customer;
  index: number;
  actions: RowActions;
  /** Something shown with the customer's name (a marker of another feature), or nothing. */
  nameExtra: ReactNode;
  /** Whether the row's checkbox is ticked */
  selected: boolean;
}

interface Column {
  key: string;
  title: ReactNode;
  /** px: the column's share of the row (columns stretch together above the sum of widths); none: takes the rest. */
  width?: number;
  align?: 'right';
  /** One line, cut with an ellipsis where the column is too narrow (the wide table). */
  ellipsis?: boolean;
  /** The order its header sorts by, for a column that sorts */
  sortField?: CustomerSortField;
  /** Holds the rows' checkboxes: its header is the box for all */
  selects?: boolean;
  render(props: CellProps): ReactNode;
}

/**
 * A row's Remove or Restore: a plain button drawn as antd's outlined one (row-button in app.css). Up to three per row,
 * drawn again on every keystroke's new rows: antd's Button cost a keystroke several times more.
 */
function RowButton({ danger = false, icon, label, className, onClick, children }: { danger?: boolean; icon: ReactNode; label?: string; className: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={`row-button ${className}${danger ? ' row-button-danger' : ''}`} aria-label={label} onClick={onClick}>
      <span className="row-button-icon" aria-hidden="true">
        {icon}
      </span>
      <span>{children}</span>
    </button>
  );
}

/** '#', and for a removed customer words that say so (the row's grey and italics do not reach a screen reader). */
function indexColumn(width: number): Column {
  return {
    key: 'index',
    title: '#',
    width,
    align: 'right',
    render: ({ customer, index }) => (
      <>
        {index + 1}
        {!customer.status && <span className="visually-hidden">, removed</span>}
      </>
    ),
  };
}

/** docs/product.md#screens-and-routes columns after '#', one field each (tablets and wider). */
// Widths: at 1280 px with the sidebar open (980 px of table, the selection's checkbox column included), email and
// phone get the room they need most; the names give up room to the checkbox (their titles show cut).
const spreadColumns: Column[] = [
  indexColumn(40),
  {
    key: 'fname',
    title: 'First name',
    width: 98,
    ellipsis: true,
    sortField: 'FNAME',
    // Before the name, which may be cut short here.
    render: ({ customer, nameExtra }) => (
      <>
        {nameExtra}
        {customer.fname}
      </>
    ),
  },
  { key: 'lname', title: 'Last name', width: 98, ellipsis: true, sortField: 'LNAME', render: ({ customer }) => customer.lname },
  { key: 'email', title: 'Email', width: 200, ellipsis: true, sortField: 'EMAIL', render: ({ customer }) => <a href={`mailto:${customer.email}`}>{customer.email}</a> },
  // A link too: it calls, and keyboard focus reaches it (and shows it whole when it is cut).
  { key: 'phone', title: 'Phone', width: 160, ellipsis: true, sortField: 'PHONE', render: ({ customer }) => <a href={`tel:${customer.phone}`}>{customer.phone}</a> },
  { key: 'address', title: 'Address', width: 104, ellipsis: true, sortField: 'ADDRESS', render: ({ customer }) => customer.address },
  {
    key: 'details',
    title: 'Details',
    width: 80,
    render: ({ customer }) => (
      <Link className="nowrap" to={detailsPath(customer)} aria-label={`Details of ${fullName(customer)}`}>
        <EyeOutlined /> Details
      </Link>
    ),
  },
  {
    key: 'edit',
    title: 'Edit',
    width: 60,
    render: ({ customer }) => (
      <Link className="nowrap" to={editPath(customer)} aria-label={`Edit ${fullName(customer)}`}>
        <EditOutlined /> Edit
      </Link>
    ),
  },
  {
    key: 'status',
    title: 'Action',
    width: 104,
    render: ({ customer, actions }) =>
      customer.status ? (
        <RowButton danger className="row-button-small" icon={<DeleteOutlined />} label={`Remove ${fullName(customer)}`} onClick={() => actions.remove(customer)}>
          Remove
        </RowButton>
      ) : (
        <RowButton className="row-button-small" icon={<UndoOutlined />} label={`Restore ${fullName(customer)}`} onClick={() => actions.restore(customer)}>
          Restore
        </RowButton>
      ),
  },
];

/**
 * A sortable column's header: antd's sorter (the title and two carets, the active one coloured) as one button; the
 * header cell says the order to screen readers (aria-sort). A click sorts by the column going up, or, when it already
 * does, the other way.
 */
function SortableTitle({ column, order, onOrderChange }: { column: Column & { sortField: CustomerSortField }; order: CustomerOrder; onOrderChange: (order: CustomerOrder) => void }) {
  const active = order.field === column.sortField;
  const next: CustomerOrder = { field: column.sortField, direction: active && order.direction === 'ASC' ? 'DESC' : 'ASC' };
  return (
    <button type="button" className="column-sorter" onClick={() => onOrderChange(next)}>
      <span className="column-sorter-title">{column.title}</span>
      <span className="column-sorter-carets" aria-hidden="true">
        <CaretUpOutlined className={active && order.direction === 'ASC' ? 'column-sorter-on' : undefined} />
        <CaretDownOutlined className={active && order.direction === 'DESC' ? 'column-sorter-on' : undefined} />
      </span>
    </button>
  );
}

function ariaSort(column: Column, order: CustomerOrder | undefined): 'ascending' | 'descending' | undefined {
  if (!order || column.sortField !== order.field) return undefined;
  return order.direction === 'ASC' ? 'ascending' : 'descending';
}

/**
 * The row's checkbox, first: a click ticks it; with Shift, every row from the last one ticked to this one.
 */
const selectColumn: Column = {
  key: 'select',
  title: null,
  width: 36,
  selects: true,
  render: ({ customer, index, actions, selected }) => (
    <input
      type="checkbox"
      className="row-select"
      aria-label={`Select ${fullName(customer)}`}
      checked={selected}
      // React hears a checkbox's change on its click, so the event says whether Shift was held (false for Space).
      onChange={(event) => actions.select(index, event.target.checked, (event.nativeEvent as Partial<MouseEvent>).shiftKey === true)}
    />
  ),
};

/** Sum of the columns' widths: the wide table scrolls sideways below it and stretches above it. */
const widthOf = (columns: readonly Column[]) => columns.reduce((sum, column) => sum + (column.width ?? 0), 0);

/** A phone's row: after '#', the chosen fields stacked in one cell (the names first, as its title), in their order. */
function stackedCustomerColumn(keys: readonly string[]): Column {
  const fields = keys.filter((key) => key === 'email' || key === 'phone' || key === 'address');
  const names = keys.filter((key) => key === 'fname' || key === 'lname') as ('fname' | 'lname')[];
  return {
    key: 'customer',
    title: 'Customer',
    render: ({ customer, nameExtra }) => (
      <div className="stacked-cell">
        <strong className="stacked-title">
          {names.map((key) => customer[key]).join(' ')}
          {nameExtra}
          {!customer.status && (
            <span className="removed-tag" aria-hidden="true">
              Removed
            </span>
          )}
        </strong>
        {fields.map((key) =>
          key === 'email' ? (
            <a key={key} href={`mailto:${customer.email}`}>
              <EmailAddress email={customer.email} />
            </a>
          ) : (
            <span key={key}>{customer[key]}</span>
          ),
        )}
      </div>
    ),
  };
}

/** A phone's row: its chosen actions, one above the other, beside the fields; none chosen: no column. */
function stackedActionsColumn(keys: readonly string[]): Column | null {
  const actionKeys = keys.filter((key) => key === 'details' || key === 'edit' || key === 'status');
  if (!actionKeys.length) return null;
  return {
    key: 'actions',
    title: <span className="visually-hidden">Actions</span>,
    width: 120,
    render: ({ customer, actions }) => (
      <div className="stacked-actions">
        {actionKeys.map((key) =>
          key === 'details' ? (
            <Link key={key} className="stacked-action" to={detailsPath(customer)} aria-label={`Details of ${fullName(customer)}`}>
              <EyeOutlined /> Details
            </Link>
          ) : !actions.writable ? null : key === 'edit' ? (
            <Link key={key} className="stacked-action" to={editPath(customer)} aria-label={`Edit ${fullName(customer)}`}>
              <EditOutlined /> Edit
            </Link>
          ) : customer.status ? (
            <RowButton key={key} danger className="stacked-action" icon={<DeleteOutlined />} label={`Remove ${fullName(customer)}`} onClick={() => actions.remove(customer)}>
              Remove
            </RowButton>
          ) : (
            <RowButton key={key} className="stacked-action" icon={<UndoOutlined />} label={`Restore ${fullName(customer)}`} onClick={() => actions.restore(customer)}>
              Restore
            </RowButton>
          ),
        )}
      </div>
    ),
  };
}

/** After '#', the same fields stacked in one cell, and the row's actions beside them, one above the other (phones). */
const stackedColumns: Column[] = [indexColumn(36), stackedCustomerColumn(customerColumnKeys), stackedActionsColumn(customerColumnKeys)!];

/**
 * The columns `keys` name, in their order, after those no key names ('#', the checkbox); on a phone, the stacked
 * cell's fields and actions follow them the same way.
 */
function chosenColumns(columns: readonly Column[], keys: readonly string[], stacked: boolean): Column[] {
  if (stacked) {
    return columns.flatMap((column) => (column.key === 'customer' ? [stackedCustomerColumn(keys)] : column.key === 'actions' ? (stackedActionsColumn(keys) ?? []) : [column]));
  }
  const byKey = new Map(columns.map((column) => [column.key, column]));
  return [...columns.filter((column) => column.key === 'index' || column.selects), ...keys.flatMap((key) => byKey.get(key) ?? [])];
}

/** CSS grid columns: wide columns share the row in proportion to their widths; a column without one takes the rest. */
function gridColumns(columns: readonly Column[], stretch: boolean): string {
  return columns.map(({ width }) => (width === undefined ? 'minmax(0, 1fr)' : stretch ? `minmax(0, ${width}fr)` : `${width}px`)).join(' ');
}

function cellClass(column: Column, base: string): string {
  return `${base}${column.align === 'right' ? ' customers-grid-cell-right' : ''}${column.ellipsis ? ' customers-grid-cell-ellipsis' : ''}`;
}

interface RowProps {
  customer: Customer;
  index: number;
  selected: boolean;
  top: number;
  columns: readonly Column[];
  actions: RowActions;
  renderNameExtra: ((customer: Customer) => ReactNode) | undefined;
}

/** The row at one place in the list; drawn again only when its customer or layout changes (not on every scroll). */
const CustomerRow = memo(function CustomerRow({ customer, index, selected, top, columns, actions, renderNameExtra }: RowProps) {
  const cellProps: CellProps = { customer, index, actions, selected, nameExtra: renderNameExtra?.(customer) ?? null };
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-row-key={customer.id}
      className={customer.status ? 'customer-row' : 'customer-row customer-row-removed'}
      style={{ transform: `translateY(${top}px)` }}
    >
      {columns.map((column) => (
        <div key={column.key} role="cell" className={cellClass(column, 'customers-grid-cell')}>
          {column.ellipsis ? <span className="customers-grid-ellipsis">{column.render(cellProps)}</span> : column.render(cellProps)}
        </div>
      ))}
    </div>
  );
});

/** The layout's measures as CSS variables for app.css's table rules (its colours are app.css's, light and dark). */
function gridLayout(stacked: boolean, columns: readonly Column[]): CSSProperties {
  return {
    '--customers-grid-columns': gridColumns(columns, !stacked),
    '--customers-grid-min-width': stacked ? '0' : `${widthOf(columns)}px`,
    '--customers-grid-row-height': stacked ? 'auto' : `${wideRowHeight}px`,
    '--customers-grid-header-height': `${headerHeight}px`,
  } as CSSProperties;
}

const stackedLayout = gridLayout(true, stackedColumns);
const spreadLayout = gridLayout(false, spreadColumns);
// On a phone the checkbox goes above the row's number, so the fields keep their width and the rows their height.
const stackedSelectColumn: Column = {
  ...stackedColumns[0]!,
  selects: true,
  render: (props) => (
    <span className="stacked-select">
      {selectColumn.render(props)}
      <span>{stackedColumns[0]!.render(props)}</span>
    </span>
  ),
};
const selectableStackedColumns = [stackedSelectColumn, ...stackedColumns.slice(1)];
const selectableSpreadColumns = [selectColumn, ...spreadColumns];
const selectableStackedLayout = gridLayout(true, selectableStackedColumns);
const selectableSpreadLayout = gridLayout(false, selectableSpreadColumns);

/** Where a cut value's whole text shows: under its cell, inside the window. */
interface CutValueTip {
  text: string;
  left: number;
  top: number;
}

/**
 * The whole value of a cell cut with an ellipsis, while the pointer is on it or keyboard focus is in it (its email or
 * phone link): one tip for the table, drawn outside the rows and hidden from screen readers, which read the whole
 * cell already. Listeners on the table only, so a keystroke's redraw of the rows costs nothing more. Escape hides it.
 */
function useCutValueTip(tableRef: RefObject<HTMLDivElement | null>): CutValueTip | null {
  const [tip, setTip] = useState<CutValueTip | null>(null);
  useEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const cutValue = (target: EventTarget | null): HTMLElement | null => {
      const cell = target instanceof Element ? target.closest('.customers-grid-cell-ellipsis') : null;
      const value = cell?.querySelector<HTMLElement>('.customers-grid-ellipsis');
      return value && value.scrollWidth > value.clientWidth ? value : null;
    };
    const show = (event: Event) => {
      const value = cutValue(event.target);
      if (!value) return setTip(null);
      const box = value.getBoundingClientRect();
      setTip({ text: value.textContent ?? '', left: Math.max(8, Math.min(box.left, window.innerWidth - 360)), top: box.bottom + 4 });
    };
    const hide = () => setTip(null);
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    table.addEventListener('pointerover', show);
    table.addEventListener('pointerleave', hide);
    table.addEventListener('focusin', show);
    table.addEventListener('focusout', hide);
    table.addEventListener('scroll', hide, true);
    window.addEventListener('scroll', hide, { passive: true });
    document.addEventListener('keydown', escape);
    return () => {
      table.removeEventListener('pointerover', show);
      table.removeEventListener('pointerleave', hide);
      table.removeEventListener('focusin', show);
      table.removeEventListener('focusout', hide);
      table.removeEventListener('scroll', hide, true);
      window.removeEventListener('scroll', hide);
      document.removeEventListener('keydown', escape);
    };
  }, [tableRef]);
  return tip;
}

/** What a role that only reads sees: the same list without Edit, Remove and Restore. */
const readOnlySpreadColumns = spreadColumns.filter((column) => column.key !== 'edit' && column.key !== 'status');
const readOnlySpreadLayout = gridLayout(false, readOnlySpreadColumns);

const rowControls = (row: Element) => [...row.querySelectorAll<HTMLElement>('a[href], button')];

/**
 * Rows are keyed by their place in the list, so a keystroke updates the rows in view instead of building new ones.
 * Focus inside a row would then stay on a place that now shows another customer: after each render it goes back to
 * the same control in its customer's row, or, when that row is no longer drawn, leaves (to <body>) as it would with it.
 */
function useFocusFollowsCustomer(tableRef: RefObject<HTMLDivElement | null>): void {
  const focused = useRef<{ id: string; control: number } | null>(null);
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const remember = (event: FocusEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const row = target?.closest<HTMLElement>('[data-row-key]');
      focused.current = target && row ? { id: row.dataset.rowKey!, control: rowControls(row).indexOf(target) } : null;
    };
    table.addEventListener('focusin', remember);
    return () => table.removeEventListener('focusin', remember);
  }, [tableRef]);
  useLayoutEffect(() => {
    const remembered = focused.current;
    const table = tableRef.current;
    const active = document.activeElement;
    if (!remembered || !table || !(active instanceof HTMLElement) || !table.contains(active)) return;
    const row = active.closest<HTMLElement>('[data-row-key]');
    if (!row || row.dataset.rowKey === remembered.id) return;
    const home = [...table.querySelectorAll<HTMLElement>('[data-row-key]')].find((candidate) => candidate.dataset.rowKey === remembered.id);
    const control = home ? rowControls(home)[remembered.control] : undefined;
    if (control) control.focus({ preventScroll: true });
    else active.blur();
  });
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

/** What the list has ticked, and what a tick does. */
export interface TableSelection {
  isSelected(customer: Customer): boolean;
  /** 'all', 'some' or 'none' of the rows shown */
  header: 'all' | 'some' | 'none';
  select(index: number, checked: boolean, range: boolean): void;
  selectAll(checked: boolean): void;
}

/** The header's checkbox: all the rows shown, mixed when only some are ticked. */
function SelectAllBox({ selection, count }: { selection: TableSelection; count: number }) {
  const box = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (box.current) box.current.indeterminate = selection.header === 'some';
  }, [selection.header]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="row-select"
      aria-label={`Select all ${count.toLocaleString('en')} customers shown`}
      checked={selection.header === 'all'}
      onChange={(event) => selection.selectAll(event.target.checked)}
    />
  );
}

export function CustomersTable({ customers, height, loading, busy, emptyText, renderNameExtra, readOnly = false, order, onOrderChange, selection, columnKeys }: CustomersTableProps) {
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
        top={rows.offsetOf(index)} columns={columns} actions={actions} renderNameExtra={renderNameExtra} />,
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
        <div role="rowgroup" className="customers-grid-head">
          <div role="row" aria-rowindex={1} className="customers-grid-header-row">
            {columns.map((column) => (
              <div key={column.key} role="columnheader" aria-sort={ariaSort(column, order)} className={cellClass(column, 'customers-grid-header-cell')}>
                {column.selects && selection ? (
                  <SelectAllBox selection={selection} count={customers.length} />
                ) : column.sortField && order && onOrderChange ? (
                  <SortableTitle column={{ ...column, sortField: column.sortField }} order={order} onOrderChange={onOrderChange} />
                ) : (
                  column.title
                )}
              </div>
            ))}
          </div>
        </div>
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
