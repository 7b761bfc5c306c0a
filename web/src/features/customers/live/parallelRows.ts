// The live list's rows as parallel arrays in one order: a search walks one or two arrays of strings, a window slices
// another. Laying them out in another order, and merging many changes in one pass, are here.
import type { CustomerFieldsFragment } from '../../../gql/graphql.ts';
import { comesBefore } from './orderBuilder.ts';

/** Row i of the list in each array: its key in the order, its search key, its phone digits, its customer. */
export interface ParallelRows {
  keys: string[];
  searchKeys: string[];
  phoneKeys: string[];
  customers: CustomerFieldsFragment[];
}

/** One row's entries in the parallel arrays. */
export interface Row {
  key: string;
  searchKey: string;
  phoneKey: string;
  customer: CustomerFieldsFragment;
}

/** Rows to lay out in another order: the list's own, or those of an order made ahead. */
export interface RowsSource {
  readonly keys: readonly string[];
  readonly searchKeys: readonly string[];
  readonly phoneKeys: readonly string[];
  readonly customers: readonly CustomerFieldsFragment[];
}

/** The rows of `from` in the order of `rows` (row numbers into it), or its reverse. */
export function rowsInOrder(from: RowsSource, rows: ArrayLike<number>, reverse: boolean): ParallelRows {
  const { keys: fromKeys, searchKeys: fromSearchKeys, phoneKeys: fromPhoneKeys, customers: fromCustomers } = from;
  const count = rows.length;
  const keys = new Array<string>(count);
  const searchKeys = new Array<string>(count);
  const phoneKeys = new Array<string>(count);
  const customers = new Array<CustomerFieldsFragment>(count);
  for (let index = 0; index < count; index++) {
    const row = rows[reverse ? count - 1 - index : index]!;
    keys[index] = fromKeys[row]!;
    searchKeys[index] = fromSearchKeys[row]!;
    phoneKeys[index] = fromPhoneKeys[row]!;
    customers[index] = fromCustomers[row]!;
  }
  return { keys, searchKeys, phoneKeys, customers };
}

/**
 * The rows without those `dropped` names, with `added` (sorted by key) merged in where they sort. When nothing is
 * dropped and every added row sorts after the last one, they go on the end of the same arrays.
 */
export function mergeRows(
  rows: ParallelRows,
  dropped: ReadonlySet<string>,
  added: readonly Row[],
  descending: boolean,
): ParallelRows {
  const { keys, searchKeys, phoneKeys, customers } = rows;
  const lastKey = keys[keys.length - 1];
  if (
    dropped.size === 0 &&
    (lastKey === undefined || (added[0] !== undefined && comesBefore(lastKey, added[0].key, descending)))
  ) {
    // The pages of the initial list arrive in name order: in that order each one goes on the end.
    for (const row of added) {
      keys.push(row.key);
      searchKeys.push(row.searchKey);
      phoneKeys.push(row.phoneKey);
      customers.push(row.customer);
    }
    return rows;
  }
  const size = customers.length - dropped.size + added.length;
  const nextKeys = new Array<string>(size);
  const nextSearchKeys = new Array<string>(size);
  const nextPhoneKeys = new Array<string>(size);
  const nextCustomers = new Array<CustomerFieldsFragment>(size);
  let next = 0;
  let incoming = 0;
  const take = ({ key, searchKey, phoneKey, customer }: Row) => {
    nextKeys[next] = key;
    nextSearchKeys[next] = searchKey;
    nextPhoneKeys[next] = phoneKey;
    nextCustomers[next] = customer;
    next += 1;
  };
  for (let index = 0; index < customers.length; index++) {
    const customer = customers[index]!;
    if (dropped.has(customer.id)) continue;
    const key = keys[index]!;
    while (incoming < added.length && comesBefore(added[incoming]!.key, key, descending)) take(added[incoming++]!);
    take({ key, searchKey: searchKeys[index]!, phoneKey: phoneKeys[index]!, customer });
  }
  while (incoming < added.length) take(added[incoming++]!);
  return { keys: nextKeys, searchKeys: nextSearchKeys, phoneKeys: nextPhoneKeys, customers: nextCustomers };
}
