// One row of the customers table, at its place in the list.
import { memo, type ReactNode } from 'react';
import { cellClass, type Column, type Customer, type RowActions } from './tableColumn.ts';

interface RowProps {
  customer: Customer;
  index: number;
  selected: boolean;
  top: number;
  columns: readonly Column[];
  actions: RowActions;
  renderNameExtra: ((customer: Customer) => ReactNode) | undefined;
}

/** The row at one place in the list; rendered again only when its customer or layout changes (not on every scroll). */
export const CustomerRow = memo(function CustomerRow({
  customer,
  index,
  selected,
  top,
  columns,
  actions,
  renderNameExtra,
}: RowProps) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-row-key={customer.id}
      className={customer.status ? 'customer-row' : 'customer-row customer-row-removed'}
      style={{ transform: `translateY(${top}px)` }}
    >
      {columns.map((column) => (
        <RowCell
          key={column.key}
          column={column}
          customer={customer}
          index={index}
          actions={actions}
          // Only the checkbox's cell hears of the tick, so ticking rows renders their boxes again, not their links and
          // icons.
          selected={column.selects === true && selected}
          renderNameExtra={renderNameExtra}
        />
      ))}
    </div>
  );
});

type CellInput = Omit<RowProps, 'top' | 'columns'> & { column: Column };

/** One cell of a row; rendered again only when what it is given changes. */
const RowCell = memo(function RowCell({ column, customer, index, actions, selected, renderNameExtra }: CellInput) {
  const content = column.render({ customer, index, actions, selected, nameExtra: renderNameExtra?.(customer) ?? null });
  return (
    <div role="cell" className={cellClass(column, 'customers-grid-cell')}>
      {column.ellipsis ? <span className="customers-grid-ellipsis">{content}</span> : content}
    </div>
  );
});
