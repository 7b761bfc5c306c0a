// The customers table's tip for a cut value: its whole text under the cell, for the pointer and the keyboard.
import { useEffect, useState, type RefObject } from 'react';

/** Where a cut value's whole text shows: under its cell, inside the window. */
export interface CutValueTip {
  text: string;
  left: number;
  top: number;
}

const sameTip = (a: CutValueTip | null, b: CutValueTip | null) =>
  a === b || (!!a && !!b && a.text === b.text && a.left === b.left && a.top === b.top);

/**
 * The whole value of a cell cut with an ellipsis, while the pointer is on it or keyboard focus is in it (its email or
 * phone link): one tip for the table, rendered outside the rows and hidden from screen readers, which read the whole
 * cell already. Listeners on the table only, so a keystroke's re-render of the rows costs nothing more. Escape hides
 * it. Whether a value is cut is read again as the pointer moves (once a frame), not only as it enters the cell: a value
 * can become cut under a resting pointer (a live change, the columns' final widths, antd's table taking the plain
 * one's place), and the pointer's next move must then show it.
 */
export function useCutValueTip(tableRef: RefObject<HTMLDivElement | null>): CutValueTip | null {
  const [tip, setTip] = useState<CutValueTip | null>(null);
  useEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const cutValue = (target: EventTarget | null): HTMLElement | null => {
      const cell = target instanceof Element ? target.closest('.customers-grid-cell-ellipsis') : null;
      const value = cell?.querySelector<HTMLElement>('.customers-grid-ellipsis');
      // A link in it is cut at the cell's edge by itself (listRows.css).
      const cut = (element: Element | null | undefined) => !!element && element.scrollWidth > element.clientWidth;
      return value && (cut(value) || cut(value.querySelector(':scope > a'))) ? value : null;
    };
    const tipFor = (target: EventTarget | null): CutValueTip | null => {
      const value = cutValue(target);
      if (!value) return null;
      const box = value.getBoundingClientRect();
      return {
        text: value.textContent ?? '',
        left: Math.max(8, Math.min(box.left, window.innerWidth - 360)),
        top: box.bottom + 4,
      };
    };
    const showFor = (target: EventTarget | null) => {
      const next = tipFor(target);
      setTip((shown) => (sameTip(shown, next) ? shown : next));
    };
    const show = (event: Event) => showFor(event.target);
    // A move is measured at the next frame, once, however many moves came meanwhile.
    let frame = 0;
    let moved: EventTarget | null = null;
    const move = (event: PointerEvent) => {
      moved = event.target;
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        showFor(moved);
      });
    };
    const hide = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      setTip(null);
    };
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    table.addEventListener('pointerover', show);
    table.addEventListener('pointermove', move);
    table.addEventListener('pointerleave', hide);
    table.addEventListener('focusin', show);
    table.addEventListener('focusout', hide);
    table.addEventListener('scroll', hide, true);
    window.addEventListener('scroll', hide, { passive: true });
    document.addEventListener('keydown', escape);
    return () => {
      cancelAnimationFrame(frame);
      table.removeEventListener('pointerover', show);
      table.removeEventListener('pointermove', move);
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
