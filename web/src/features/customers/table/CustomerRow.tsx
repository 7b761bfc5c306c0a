// One row of the customers table, at its place in the list.
import { memo, type ReactNode } from 'react';
import { cellClass, type CellProps, type Column, type Customer, type RowActions } from './tableColumn.ts';

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
export const CustomerRow = memo(function CustomerRow({ customer, index, selected, top, columns, actions, renderNameExtra }: RowProps) {
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
