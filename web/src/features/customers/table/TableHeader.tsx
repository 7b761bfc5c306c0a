// The customers table's header row: a sortable column's title sorts the list, the checkbox column's box selects all.
import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { useLayoutEffect, useRef } from 'react';
import type { CustomerListOrder as CustomerOrder } from '../../../../../server/domain/ordering.ts';
import { cellClass, orderOnHeaderClick, sortsBy, type Column, type Customer } from './tableColumn.ts';
import { useIntl } from 'react-intl';
import { useFormats } from '../../../shared/i18n/formats.ts';

/** What the list has ticked, and what a tick does. */
export interface TableSelection {
  isSelected(customer: Customer): boolean;
  /** 'all', 'some' or 'none' of the rows shown */
  header: 'all' | 'some' | 'none';
  select(index: number, checked: boolean, range: boolean): void;
  selectAll(checked: boolean): void;
}

/**
 * A sortable column's header: antd's sorter (the title and two carets, the active one coloured) as one button; the
 * header cell says the order to screen readers (aria-sort). A click sorts by the column going up, or, when it already
 * does, the other way.
 */
function SortableTitle({
  column,
  order,
  onOrderChange,
}: {
  column: Column & { sortField: string };
  order: CustomerOrder;
  onOrderChange: (order: CustomerOrder) => void;
}) {
  const active = sortsBy(order, column.sortField);
  const next = orderOnHeaderClick(column.sortField, order);
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
  if (!order || !column.sortField || !sortsBy(order, column.sortField)) return undefined;
  return order.direction === 'ASC' ? 'ascending' : 'descending';
}

/** The header's checkbox: all the rows shown, mixed when only some are ticked. */
export function SelectAllBox({ selection, count }: { selection: TableSelection; count: number }) {
  const box = useRef<HTMLInputElement>(null);
  const intl = useIntl();
  const formats = useFormats();
  useLayoutEffect(() => {
    if (box.current) box.current.indeterminate = selection.header === 'some';
  }, [selection.header]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="row-select"
      aria-label={intl.formatMessage(
        {
          defaultMessage: 'Select all {count} customers shown',
          id: 'fu3NHS',
          description: "Customers list: accessible name of the header's checkbox (count: a grouped number)",
        },
        { count: formats.number(count) },
      )}
      checked={selection.header === 'all'}
      onChange={(event) => selection.selectAll(event.target.checked)}
    />
  );
}

/** The header row: each column's title, its sorter where the list can be sorted, the box for all where it selects. */
export function TableHeader({
  columns,
  count,
  order,
  onOrderChange,
  selection,
}: {
  columns: readonly Column[];
  /** Rows shown */
  count: number;
  order: CustomerOrder | undefined;
  onOrderChange: ((order: CustomerOrder) => void) | undefined;
  selection: TableSelection | undefined;
}) {
  return (
    <div role="rowgroup" className="customers-grid-head">
      <div role="row" aria-rowindex={1} className="customers-grid-header-row">
        {columns.map((column) => (
          <div
            key={column.key}
            role="columnheader"
            aria-sort={ariaSort(column, order)}
            className={cellClass(column, 'customers-grid-header-cell')}
          >
            {column.selects && selection ? (
              <SelectAllBox selection={selection} count={count} />
            ) : column.sortField && order && onOrderChange ? (
              <SortableTitle
                column={{ ...column, sortField: column.sortField }}
                order={order}
                onOrderChange={onOrderChange}
              />
            ) : (
              column.title
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
