// The customers table's columns in pixels: antd's header and the body's rows are laid out with the same numbers.
import { useLayoutEffect, useMemo, useState, type CSSProperties } from 'react';
import type { Column } from './tableColumn.ts';

/**
 * Each column's width in px across `room` (the body's width inside its scrollbar): on a wide screen the columns share
 * it in proportion to their widths, never narrower than them (the table scrolls sideways then); on a phone the column
 * without a width takes what the others leave.
 */
export function pixelWidths(columns: readonly Column[], room: number, stacked: boolean): number[] {
  const fixed = columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
  if (stacked || columns.some((column) => column.width === undefined)) {
    const rest = Math.max(0, room - fixed);
    return columns.map((column) => column.width ?? rest);
  }
  if (room <= fixed) return columns.map((column) => column.width!);
  const widths = columns.map((column) => Math.floor((column.width! * room) / fixed));
  widths[widths.length - 1]! += room - widths.reduce((sum, width) => sum + width, 0);
  return widths;
}

/** The body's width inside its scrollbar, and the scrollbar's, followed as the window or the list changes. */
export function useScrollerBox(scroller: HTMLDivElement | null): { room: number; gutter: number } | null {
  const [box, setBox] = useState<{ room: number; gutter: number } | null>(null);
  useLayoutEffect(() => {
    if (!scroller) return;
    const measure = () =>
      setBox((previous) => {
        const room = scroller.clientWidth;
        const gutter = scroller.offsetWidth - scroller.clientWidth;
        return previous?.room === room && previous.gutter === gutter ? previous : { room, gutter };
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scroller]);
  return box;
}

/** The columns' widths for the body's `box`, and the grid `style` with them as CSS variables (null until measured). */
export function useColumnLayout(
  box: { room: number } | null,
  columns: readonly Column[],
  style: CSSProperties,
  stacked: boolean,
): { widths: number[] | null; layout: CSSProperties } {
  const widths = useMemo(() => (box ? pixelWidths(columns, box.room, stacked) : null), [box, columns, stacked]);
  const layout = useMemo<CSSProperties>(
    () =>
      widths
        ? {
            ...style,
            '--customers-grid-columns': widths.map((width) => `${width}px`).join(' '),
            '--customers-grid-min-width': `${widths.reduce((sum, width) => sum + width, 0)}px`,
          }
        : style,
    [style, widths],
  );
  return { widths, layout };
}
