// Keyboard focus in the customers table follows its customer when the rows in view change under it.
import { useLayoutEffect, useRef, type RefObject } from 'react';

const rowControls = (row: Element) => [...row.querySelectorAll<HTMLElement>('a[href], button')];

/**
 * Rows are keyed by their place in the list, so a keystroke updates the rows in view instead of building new ones.
 * Focus inside a row would then stay on a place that now shows another customer: after each render it goes back to
 * the same control in its customer's row, or, when that row is no longer drawn, leaves (to <body>) as it would with it.
 */
export function useFocusFollowsCustomer(tableRef: RefObject<HTMLDivElement | null>): void {
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
