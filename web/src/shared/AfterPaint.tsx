import { Suspense, type ReactNode } from 'react';
import { useIdleAfterPaint } from './useIdleAfterPaint.ts';

/** Stands where a part is still coming: busy, so the shell's footer waits out of sight meanwhile. */
const busy = <div aria-busy="true" />;

/**
 * A screen's heavier part (an `antdIsland`) rendered once the screen has painted: its code is fetched then, not with
 * the screen, so what the screen renders first waits for none of it (docs/architecture.md#a-screens-first-load).
 * `fallback` stands in its place until then and while its code comes.
 */
export function AfterPaint({ fallback = busy, children }: { fallback?: ReactNode; children: ReactNode }) {
  const painted = useIdleAfterPaint();
  return <Suspense fallback={fallback}>{painted ? children : fallback}</Suspense>;
}
