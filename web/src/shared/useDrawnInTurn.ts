import { useEffect, useState } from 'react';

/**
 * How many of a screen's `count` parts to draw now: the first at once, then one more in each task after, so a screen
 * of many heavy parts (tables, forms) is drawn in several short tasks instead of one long one that holds a phone's
 * main thread (and its first taps) for hundreds of milliseconds. Parts come in order, each below the one before, so
 * nothing already drawn moves. `count` 0 (no data yet) draws nothing and starts again from one when parts come.
 */
export function useDrawnInTurn(count: number): number {
  const [drawn, setDrawn] = useState(1);
  useEffect(() => {
    if (count === 0 || drawn >= count) return;
    const timer = setTimeout(() => setDrawn((parts) => parts + 1));
    return () => clearTimeout(timer);
  }, [drawn, count]);
  return Math.min(drawn, count);
}
