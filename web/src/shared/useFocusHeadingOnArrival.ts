import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a screen may take to show its heading (its code or data still arriving, a pop-up still open). */
const headingWaitMs = 4000;

/** An open dialog (the 'You connected!' pop-up) holds focus until it closes; the heading's turn comes after. */
function dialogIsOpen(): boolean {
  return [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].some((wrap) => wrap.style.display !== 'none');
}

/**
 * True when the user is typing or has chosen a control inside the screen, or has reached for the top bar's search
 * (Ctrl+K) or opened one of its panels while the screen arrived: their focus stays where it is.
 */
function focusIsInUse(screen: HTMLElement): boolean {
  const active = document.activeElement;
  if (active?.closest('[data-top-search], [role="dialog"]')) return true;
  return active !== null && active !== document.body && screen.contains(active);
}

/**
 * After a move to another screen (a link, sign-in, logout), focus goes to the new screen's h1, so keyboard and
 * screen-reader users start at its top instead of on a link that has gone or on the page body. The first screen
 * of a page load keeps the browser's own focus; a pop-up keeps it until it closes.
 */
export function useFocusHeadingOnArrival(screen: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const arrivedAt = useRef<string | null>(null);
  useEffect(() => {
    // A new query on the same screen (the list's search or filter written to its address) is no move: focus stays
    // where the user is, or where the screen put it (after a Remove, on the search box).
    const screenPath = location.pathname;
    if (arrivedAt.current === screenPath) return;
    arrivedAt.current = screenPath;
    if (location.key === 'default') return;
    const deadline = performance.now() + headingWaitMs;
    let frame = 0;
    const focusHeading = () => {
      const root = screen.current;
      const heading = root?.querySelector<HTMLElement>('h1');
      if (root && heading && !dialogIsOpen()) {
        if (focusIsInUse(root)) return;
        heading.tabIndex = -1;
        heading.focus();
        return;
      }
      if (performance.now() < deadline) frame = requestAnimationFrame(focusHeading);
    };
    focusHeading();
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.pathname, screen]);
}
