import { useEffect, useState } from 'react';

/**
 * How long the first screen waits for the browser to report its largest paint:
 * none comes if it is no larger than one before.
 */
const largestPaintWait = 500;

/** Resolves once the page's first screen has been reported painted (its largest paint), or after largestPaintWait. */
let firstScreenPainted: Promise<void> | undefined;
let firstScreenSettled = false;

function waitForFirstScreen(since: number): Promise<void> {
  firstScreenPainted ??= new Promise<void>((resolve) => {
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      firstScreenSettled = true;
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) finish();
    });
    observer.observe({ type: 'largest-contentful-paint' });
    const timer = setTimeout(finish, largestPaintWait);
  });
  return firstScreenPainted;
}

/** Calls `then` once the next frame has begun, so the one that paints the last commit has been rendered. */
function afterTwoFrames(then: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  }
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(then);
  });
  return () => cancelAnimationFrame(frame);
}

/**
 * True once the browser is idle after the component's first paint: a screen fetches the code of its heavier parts
 * (antd's) then, not before it, so what it renders first does not wait for them, nor share the link with them. The
 * browser may be idle between a commit and the frame that paints it, and that frame reaches the screen later still:
 * the page's first screen waits until the browser has reported its largest paint (what a phone's first load is
 * measured by), a screen opened later, or after a click or key, until the frame after its paint has begun.
 */
export function useIdleAfterPaint(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let cancelIdle = () => undefined as void;
    const whenIdle = () => {
      if (cancelled) return;
      if (typeof requestIdleCallback !== 'function') return setIdle(true);
      const handle = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      cancelIdle = () => cancelIdleCallback(handle);
    };
    const measured =
      typeof PerformanceObserver === 'function' &&
      PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint') &&
      // The browser reports largest paints only until the first click,
      // tap or key: a screen opened by one waits for its frame.
      performance.getEntriesByType('first-input').length === 0;
    if (measured && !firstScreenSettled) {
      const since = performance.now();
      void waitForFirstScreen(since).then(whenIdle);
      return () => {
        cancelled = true;
        cancelIdle();
      };
    }
    const cancelFrames = afterTwoFrames(whenIdle);
    return () => {
      cancelled = true;
      cancelFrames();
      cancelIdle();
    };
  }, []);
  return idle;
}
