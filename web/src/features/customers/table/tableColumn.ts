// What the customers table is made of: a column (its header, width and how it renders a cell), what a cell is given,
// and the measures the layout and the row window share.
import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import {
  orderColumnOf,
  orderOfColumn,
  type CustomerListOrder as CustomerOrder,
} from '../../../../../server/domain/ordering.ts';
import type { CustomerFieldsFragment } from '../../../gql/graphql.ts';
import { paths } from '../../../shared/routes.ts';

/** A row: its fields and, from the live list, its owner. */
export type Customer = CustomerFieldsFragment & { readonly owner?: { uid: string; email: string } | null };

export const detailsPath = (customer: Customer) => paths.customerDetails(customer.id);
export const editPath = (customer: Customer) => paths.editCustomer(customer.id);
export const fullName = (customer: Customer) => `${customer.fname} ${customer.lname}`;

/** Whether the list is sorted by a column (its sortField: `EMAIL`, or `field:<key>` for a custom field's). */
export const sortsBy = (order: CustomerOrder | undefined, sortField: string): boolean =>
  order !== undefined && orderColumnOf(order) === sortField;

/** The order a click on a column's header requests: up, or down when the list is sorted up by it already. */
export const orderOnHeaderClick = (sortField: string, current: CustomerOrder | undefined): CustomerOrder =>
  orderOfColumn(sortField, sortsBy(current, sortField) && current!.direction === 'ASC' ? 'DESC' : 'ASC');

/** Row heights in px: a wide row is one line beside a small button; a phone's stacked row is measured once rendered. */
export const wideRowHeight = 41;
export const stackedRowEstimate = 137;
export const headerHeight = 39;

export interface RowActions {
  /** false for a role that only reads: no Edit, Remove or Restore */
  writable: boolean;
  remove(customer: Customer): void;
  restore(customer: Customer): void;
  /** A row's checkbox changed; `range`: Shift was held (from the last row checked to this one) */
  select(index: number, checked: boolean, range: boolean): void;
}

/** What a row's cells show: the customer, its place in the list (0-based), and what its buttons do. */
export interface CellProps {
  customer: Customer;
  index: number;
  actions: RowActions;
  /** Something shown with the customer's name (a marker of another feature), or nothing. */
  nameExtra: ReactNode;
  /** Whether the row's checkbox is ticked */
  selected: boolean;
}

export interface Column {
  key: string;
  title: ReactNode;
  /** px: the column's share of the row (columns stretch together above the sum of widths); none: takes the rest. */
  width?: number;
  align?: 'right';
  /** One line, cut with an ellipsis where the column is too narrow (the wide table). */
  ellipsis?: boolean;
  /** The order its header sorts by, for a column that sorts: a field (`EMAIL`), or `field:<key>` (ordering.ts) */
  sortField?: string;
  /** Holds the rows' checkboxes: its header is the box for all */
  selects?: boolean;
  /** The words its width was measured for in English; a language whose words are wider widens it (columnSets.tsx). */
  fits?: readonly MessageDescriptor[];
  render(props: CellProps): ReactNode;
}

/** A cell's classes: right-aligned, or one line cut with an ellipsis, as its column says. */
export function cellClass(column: Column, base: string): string {
  return `${base}${column.align === 'right' ? ' customers-grid-cell-right' : ''}${column.ellipsis ? ' customers-grid-cell-ellipsis' : ''}`;
}
