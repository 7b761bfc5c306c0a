// Keyboard focus in the customers table follows its customer when the rows in view change under it.
import { useLayoutEffect, type RefObject } from 'react';

const rowControls = (row: Element) => [...row.querySelectorAll<HTMLElement>('a[href], button')];

/** The last control focused in each table's rows: its customer, its place among the row's controls, the element. */
const lastFocused = new WeakMap<Element, { id: string; control: number; element: HTMLElement }>();

/** Customer `id`'s row, when it is rendered. */
const rowOf = (table: Element, id: string) =>
  [...table.querySelectorAll<HTMLElement>('[data-row-key]')].find((candidate) => candidate.dataset.rowKey === id);

/** The control at `control` in customer `id`'s row, when that row is rendered. */
function controlOf(table: Element, id: string, control: number): HTMLElement | undefined {
  const home = rowOf(table, id);
  return home ? rowControls(home)[control] : undefined;
}

/**
 * For a body rendered anew (the plain header's table giving way to antd's once antd's code is here): when the control
 * that had focus went with the old body, focus moves to the same control in its customer's new row instead of
 * staying on <body>. A control the user left is still in the page, and nothing moves.
 */
export function refocusAfterRedraw(body: Element | null): void {
  const table = body?.closest('[role="table"]');
  const remembered = table && lastFocused.get(table);
  if (
    !remembered ||
    remembered.element.isConnected ||
    (document.activeElement && document.activeElement !== document.body)
  )
    return;
  controlOf(table, remembered.id, remembered.control)?.focus({ preventScroll: true });
}

/**
 * After a dialog a row's button opened has closed (Cancel):
 * that button again, even if its row was rendered anew meanwhile.
 */
export function refocusRowControl(table: Element | null, id: string, action: 'remove' | 'restore'): void {
  const active = document.activeElement;
  // Still in the closing dialog, or on <body> (antd gives focus back to the button it opened from, gone with its row).
  const free = !active || active === document.body || !active.isConnected || active.closest('.ant-modal-root') !== null;
  if (!table || !free) return;
  const home = rowOf(table, id);
  const control = home && rowControls(home).find((element) => element.dataset.rowAction === action);
  control?.focus({ preventScroll: true });
}

/**
 * Rows are keyed by their place in the list, so a keystroke updates the rows in view instead of building new ones.
 * Focus inside a row would then stay on a place that now shows another customer: after each render it goes back to
 * the same control in its customer's row, or, when that row is no longer rendered, leaves (to <body>) as it would with
 * it.
 */
export function useFocusFollowsCustomer(tableRef: RefObject<HTMLDivElement | null>): void {
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const remember = (event: FocusEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const row = target?.closest<HTMLElement>('[data-row-key]');
      if (target && row)
        lastFocused.set(table, { id: row.dataset.rowKey!, control: rowControls(row).indexOf(target), element: target });
    };
    table.addEventListener('focusin', remember);
    return () => table.removeEventListener('focusin', remember);
  }, [tableRef]);
  useLayoutEffect(() => {
    const table = tableRef.current;
    const remembered = table && lastFocused.get(table);
    const active = document.activeElement;
    if (!remembered || !table || !(active instanceof HTMLElement) || !table.contains(active)) return;
    const row = active.closest<HTMLElement>('[data-row-key]');
    if (!row || row.dataset.rowKey === remembered.id) return;
    const control = controlOf(table, remembered.id, remembered.control);
    if (control) control.focus({ preventScroll: true });
    else active.blur();
  });
}
