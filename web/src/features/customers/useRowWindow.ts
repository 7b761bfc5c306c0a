// Which rows of a long list are in a scroll container's view, and where each one sits: the table renders those
// (and a few either side) at their offsets inside a body as tall as the whole list. Rows have one fixed height,
// unless `measured`: then each rendered row's height is read after it is rendered and kept by its key (phones, where a
// row's fields wrap), and rows never rendered count as the estimate. With `pageScroll`, the page scrolls, not a box:
// the window's scroll and height say which rows are in view (phones, where a box inside the page cuts rows short).
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';

export interface RowWindow {
  /** First and one past the last index to render. */
  start: number;
  end: number;
  /** Top of row `index` inside the body. */
  offsetOf(index: number): number;
  /** Height of the body: every row, rendered or not. */
  totalHeight: number;
  /**
   * The scroll container (its scroll is followed), as a callback ref: the table's body may be rendered again in another
   * place (antd's Table takes it over once loaded), and the window follows the new one. `scroller` is the one now.
   */
  scrollerRef: (element: HTMLDivElement | null) => void;
  scroller: HTMLDivElement | null;
  /** The body whose children are the rendered rows. */
  bodyRef: RefObject<HTMLDivElement | null>;
}

interface RowWindowOptions<T> {
  items: readonly T[];
  keyOf(item: T): string;
  /** The fixed height, or the estimate of a row not yet rendered when `measured`. */
  rowHeight: number;
  measured: boolean;
  /** Height of the body's visible part. */
  viewportHeight: number;
  /** Pixels rendered above and below the visible part (so a short scroll or Tab finds rows already there). */
  overscan: number;
  /** The window scrolls the rows (viewportHeight is then the window's); else the scroller does. */
  pageScroll?: boolean;
}

/** First index whose offset is above `y` no more: offsets ascend, offsets[i] is the top of row i. */
function indexAt(offsets: Float64Array, count: number, y: number): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (offsets[middle + 1]! <= y) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function useRowWindow<T>({
  items,
  keyOf,
  rowHeight,
  measured,
  viewportHeight,
  overscan,
  pageScroll = false,
}: RowWindowOptions<T>): RowWindow {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  // The same element, for the effects that scroll it (a state value is not to be changed).
  const scrollerNode = useRef<HTMLDivElement | null>(null);
  const scrollerRef = useCallback((element: HTMLDivElement | null) => {
    scrollerNode.current = element;
    setScroller(element);
  }, []);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  /** Heights read from rendered rows, by key; only kept while `measured` and for this row height (the layout). */
  const heights = useRef(new Map<string, number>());
  const [heightsVersion, setHeightsVersion] = useState(0);
  const count = items.length;

  useLayoutEffect(() => {
    heights.current = new Map();
  }, [measured, rowHeight]);

  // Offsets of every row, only when rows may differ in height: one pass over the list per list or measurement change.
  /* eslint-disable react-hooks/refs -- the heights map is filled after paint, in place; heightsVersion says when */
  const offsets = useMemo(() => {
    if (!measured || heights.current.size === 0) return null;
    const known = heights.current;
    const result = new Float64Array(count + 1);
    let top = 0;
    for (let index = 0; index < count; index++) {
      result[index] = top;
      top += known.get(keyOf(items[index]!)) ?? rowHeight;
    }
    result[count] = top;
    return result;
    // heightsVersion: the map changed in place.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- heightsVersion stands for the map (above)
  }, [measured, items, count, keyOf, rowHeight, heightsVersion]);
  /* eslint-enable react-hooks/refs */

  const offsetOf = useCallback(
    (index: number) => (offsets ? offsets[index]! : index * rowHeight),
    [offsets, rowHeight],
  );
  const totalHeight = offsets ? offsets[count]! : count * rowHeight;
  const top = Math.max(0, Math.min(scrollTop, totalHeight - viewportHeight));
  const first = offsets ? indexAt(offsets, count, top - overscan) : Math.floor(Math.max(0, top - overscan) / rowHeight);
  const last = offsets
    ? indexAt(offsets, count, top + viewportHeight + overscan) + 1
    : Math.ceil((top + viewportHeight + overscan) / rowHeight);
  const start = Math.max(0, Math.min(first, count));
  const end = Math.max(start, Math.min(last, count));

  // Follows the scroll (rows are memoised: a render that moves no row costs little).
  useLayoutEffect(() => {
    if (!scroller) return;
    if (pageScroll) {
      // How far the window has scrolled past the body's top: the body's own scrollTop.
      const onScroll = () => setScrollTop(Math.max(0, -(bodyRef.current?.getBoundingClientRect().top ?? 0)));
      onScroll();
      window.addEventListener('scroll', onScroll, { passive: true });
      window.addEventListener('resize', onScroll);
      return () => {
        window.removeEventListener('scroll', onScroll);
        window.removeEventListener('resize', onScroll);
      };
    }
    const onScroll = () => setScrollTop(scroller.scrollTop);
    onScroll();
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [pageScroll, scroller]);

  // Measured rows: read each rendered row's height; a row above the view that changed height moves the scroll by as
  // much, so what the user looks at stays put.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- any render may show other rows; sets state on a new height
  useLayoutEffect(() => {
    const body = bodyRef.current;
    const scroller = scrollerNode.current;
    if (!measured || !body || !scroller) return;
    let changed = false;
    let shiftAbove = 0;
    const scrolled = pageScroll ? Math.max(0, -body.getBoundingClientRect().top) : scroller.scrollTop;
    for (const row of body.children) {
      if (!(row instanceof HTMLElement) || row.dataset.rowKey === undefined) continue;
      const key = row.dataset.rowKey;
      const height = row.offsetHeight;
      const before = heights.current.get(key) ?? rowHeight;
      if (height === before) continue;
      heights.current.set(key, height);
      changed = true;
      if (row.offsetTop + before <= scrolled) shiftAbove += height - before;
    }
    if (!changed) return;
    if (shiftAbove && pageScroll) window.scrollBy(0, shiftAbove);
    else if (shiftAbove) scroller.scrollTop += shiftAbove;
    setHeightsVersion((version) => version + 1);
  });

  return { start, end, offsetOf, totalHeight, scrollerRef, scroller, bodyRef };
}
