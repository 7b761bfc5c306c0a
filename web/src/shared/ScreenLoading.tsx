import { useEffect, useSyncExternalStore } from 'react';

// How many screen spinners are on the page: while one is, it says what is loading, and the global overlay stays away
// (two indicators stacked, the overlay dimming the spinner's words, read as a fault on a slow start).
let shown = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a ScreenLoading is on the page. */
export function useScreenLoadingShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown > 0,
    () => false,
  );
}

/** What shows while a screen's code or the login check arrives: plain elements, as antd may not be here yet. */
export function ScreenLoading({ label = 'Loading…' }: { label?: string }) {
  useEffect(() => {
    shown += 1;
    changed();
    return () => {
      shown -= 1;
      changed();
    };
  }, []);
  return (
    <div className="page-spinner" role="status">
      <span className="page-spinner-ring" aria-hidden="true" />
      <span className="page-spinner-text">{label}</span>
    </div>
  );
}
