// What the list bench runs in the page (a probe of first rows, paints and interactions) and reads from it.
import type { Page } from 'playwright-core';
import { matchesCustomerSearch } from '../../../server/domain/search.ts';
import { seededCustomer } from '../../support/seedCustomers.ts';
import type { Words } from '../../support/appWords.ts';

/** The floor of a change on screen: two frames at 60 Hz */
export const twoFrames = 33;

export const ms = (value: number) => `${value.toFixed(0)} ms`;
export const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}x`;

/** Where a screen's rows are: `rows` (the first rows), `complete` (the whole list has come), `attributes` watched. */
export interface ProbeTargets {
  rows: string;
  complete?: string;
  attributes: string[];
}

/** The customers list's. */
export const customersList: ProbeTargets = {
  rows: '.customers-table .customer-row',
  complete: '.customers-table[role="table"][aria-busy="false"]',
  attributes: ['aria-busy', 'aria-sort'],
};

// In every page (page.addInitScript(pageProbe, targets)): when the first rows are rendered, and a probe that times one
// change from a moment to the frame that paints it (a MutationObserver sees the commit, the next animation frame
// renders it, a message after it is past the paint). Self-contained: it runs in the page.
export const pageProbe = (targets: ProbeTargets) => {
  const probe = {
    firstRowsAt: 0,
    rowsAtFirstPaint: 0,
    completeAt: 0,
    keyAt: 0,
    startedAt: 0,
    waitFor: null as null | (() => boolean),
    paintedAt: 0,
    /** Event Timing: each interaction's longest event (start and duration); entries under 16 ms are not reported. */
    interactions: [] as Array<{ start: number; duration: number }>,
    /** Long animation frames (50 ms or more) in which an idle callback ran: the list's work made ahead */
    idleLongFrames: [] as number[],
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) {
      if (entry.interactionId) probe.interactions.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { scripts?: Array<{ invoker: string }> }>) {
      if (entry.scripts?.some(({ invoker }) => invoker === 'IdleRequestCallback'))
        probe.idleLongFrames.push(entry.duration);
    }
  }).observe({ type: 'long-animation-frame', buffered: false });
  (window as unknown as { benchProbe: typeof probe }).benchProbe = probe;
  const afterPaint = (record: (at: number) => void) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => record(performance.now());
      channel.port2.postMessage(0);
    });
  document.addEventListener('keydown', (event) => (probe.keyAt = event.timeStamp), true);
  document.addEventListener('pointerdown', (event) => (probe.keyAt = event.timeStamp), true);
  document.addEventListener(
    'change',
    (event) => event.target instanceof HTMLSelectElement && (probe.keyAt = event.timeStamp),
    true,
  );
  new MutationObserver(() => {
    if (!probe.firstRowsAt && document.querySelector(targets.rows)) {
      probe.firstRowsAt = -1;
      probe.rowsAtFirstPaint = document.querySelectorAll(targets.rows).length;
      afterPaint((at) => (probe.firstRowsAt = at));
    }
    if (targets.complete && !probe.completeAt && document.querySelector(targets.complete))
      probe.completeAt = performance.now();
    if (probe.waitFor?.()) {
      probe.waitFor = null;
      afterPaint((at) => (probe.paintedAt = at));
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: targets.attributes,
  });
};

export type Probe = {
  firstRowsAt: number;
  rowsAtFirstPaint: number;
  completeAt: number;
  keyAt: number;
  startedAt: number;
  paintedAt: number;
  waitFor: null | (() => boolean);
  interactions: Array<{ start: number; duration: number }>;
  idleLongFrames: number[];
};

/**
 * The Event Timing duration of the interaction that started at the probe's last input (the longest of its events; 16
 * when none reached the 16 ms the browser reports from), read once the browser has had time to report it.
 */
export async function interactionDuration(page: Page): Promise<number> {
  await page.waitForTimeout(150);
  return page.evaluate(() => {
    const probe = (window as unknown as { benchProbe: Probe }).benchProbe;
    const own = probe.interactions.filter(({ start }) => start >= probe.keyAt - 1 && start <= probe.keyAt + 50);
    return Math.max(16, ...own.map(({ duration }) => duration));
  });
}

/**
 * Fetches customers(ACTIVE) over HTTP and parses it, in the page: the floor for first rows. `executed`: each fetch is a
 * document of its own (a new operation name), so the server executes it as it would the first time after a write;
 * otherwise the same document again, which the server answers from the answer it kept (graphql/customerListCache.ts).
 * `more`: fields selected beside the spec's (the team's own, say).
 */
export async function fetchAndParse(page: Page, executed: boolean, more = ''): Promise<number> {
  return page.evaluate(
    async ({ executed, more }) => {
      const started = performance.now();
      const name = executed ? `Floor${Date.now()}${Math.random().toString(36).slice(2)}` : 'Floor';
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `query ${name} { customers(filter: ACTIVE) { id fname lname email phone address notes status ${more} } }`,
        }),
      });
      const body = JSON.parse(await response.text()) as { data: { customers: unknown[] } };
      if (!body.data.customers.length) throw new Error('no customers');
      return performance.now() - started;
    },
    { executed, more },
  );
}

/** What the list's title counts for a search (the count shows once the list is complete), in the page's words. */
export function countText(search: string, total: number, words: Words): string {
  let shown = 0;
  for (let i = 0; i < total; i++) if (matchesCustomerSearch(seededCustomer(i), search)) shown += 1;
  return shown === total ? String(total) : shownOf(shown, total, words);
}

/** The list's count while a search narrows it: plain digits in every language. */
export const shownOf = (shown: number, total: number, words: Words) =>
  words('{shown} of {total}', undefined, { shown: String(shown), total: String(total) });
