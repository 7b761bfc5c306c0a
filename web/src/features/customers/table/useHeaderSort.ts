// A click on a column's header: the order it sets, and the order antd's header shows (which follows the rows).
import { startTransition, useDeferredValue, useMemo, useRef, type RefObject } from 'react';
import type { CustomerListOrder as CustomerOrder } from '../../../../../server/domain/ordering.ts';
import { sameOrder } from '../live/orderBuilder.ts';

/** The same order, or neither given. */
function sameOrMissing(a: CustomerOrder | undefined, b: CustomerOrder | undefined): boolean {
  return a && b ? sameOrder(a, b) : a === b;
}

export interface HeaderSort {
  /** The order antd's header shows: the page's, deferred, so its arrows come with the rows. */
  headerOrder: CustomerOrder | undefined;
  /** The order a second click turns: the first click's, before its render. */
  latestOrder: RefObject<CustomerOrder | undefined>;
  /** Sorts by a header's column, in a transition; undefined when the list cannot be sorted. */
  sortFromHeader: ((next: CustomerOrder) => void) | undefined;
}

export function useHeaderSort(
  order: CustomerOrder | undefined,
  onOrderChange: ((order: CustomerOrder) => void) | undefined,
): HeaderSort {
  // antd's header shows a new order with the rows in it, in the deferred render that renders them (CustomersPage): a
  // header click's own frame then renders no antd Table (its render was most of that frame at 100,000 customers).
  const headerOrder = useDeferredValue(order);
  // A header click's order (`to`), kept until the page's order moves from the one the click was made on (`from`):
  // to it, or to another that came meanwhile (back in the browser's history, say).
  const clicked = useRef<{ from: CustomerOrder | undefined; to: CustomerOrder } | null>(null);
  // eslint-disable-next-line react-hooks/refs -- the click is forgotten once the order it was made on has moved
  if (clicked.current && !sameOrMissing(clicked.current.from, order)) clicked.current = null;
  const renderedOrder = useRef(order);
  // eslint-disable-next-line react-hooks/refs -- the latest-value ref: a click remembers the order it was made on
  renderedOrder.current = order;
  const latestOrder = useRef(order);
  // eslint-disable-next-line react-hooks/refs -- the latest-value ref: a click reads the order now, not its arrows'
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
  return { headerOrder, latestOrder, sortFromHeader };
}
