import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a screen's `count` parts to render now: none in the task that first renders the screen, then one more
 * in each task after, each in a transition (which React renders in slices, yielding to the browser between them),
 * so a screen of many heavy parts (tables, forms) never holds a phone's main thread (and its first taps) for hundreds
 * of milliseconds. Parts come in order, each below the one before, so nothing already painted moves. `count` 0 (no
 * data yet) renders nothing; `first` parts render in the first task (what the page's server frame already showed). The
 * caller hands the same part elements to every turn (memoised on its data): parts made anew each turn would all render
 * again with each one added.
 */
export function useStaggeredRender(count: number, first = 0): number {
  const [rendered, setRendered] = useState(first);
  useEffect(() => {
    if (count === 0 || rendered >= count) return;
    const timer = setTimeout(() => startTransition(() => setRendered((parts) => parts + 1)));
    return () => clearTimeout(timer);
  }, [rendered, count]);
  return Math.min(rendered, count);
}
