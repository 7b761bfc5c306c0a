// What moves on screen while a page loads, as the browser measures it: for the tests that a screen's first load
// shifts nothing already shown.
import type { Page } from 'playwright-core';

/**
 * The browser's own measure of things moving under the reader (Layout Instability API), as Lighthouse reads it, from
 * the page's start: each shift's score, with what moved from where to where, so a failing test says what it was.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = ((window as unknown as { layoutShifts: string[] }).layoutShifts = []);
    const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        const moved = entry.sources.map(({ node, previousRect, currentRect }) => {
          const element =
            node instanceof Element
              ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
              : (node?.nodeName ?? 'a node since removed');
          return `${element} from ${box(previousRect)} to ${box(currentRect)}`;
        });
        shifts.push(`${entry.value}: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits for the page's next two frames: long enough for the browser to report a shift the last change caused. */
export const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The layout shifts recordLayoutShifts has seen so far. */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
