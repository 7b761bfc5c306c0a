// What the Lighthouse bench reads from a run: the load average beside it, what Lighthouse blames for a score, and
// the main thread's work from the trace in thread time.
import os from 'node:os';
import type { RunnerResult } from 'lighthouse';

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

export type Result = RunnerResult['lhr'];
export type Items = Array<Record<string, unknown>>;
export const itemsOf = (lhr: Result, id: string): Items =>
  ((lhr.audits[id]?.details as { items?: Items } | undefined)?.items ?? []) as Items;
export const shortUrl = (url: unknown) =>
  typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : String(url);
export const nodeOf = (item: Record<string, unknown>) => {
  const node = item.node as { selector?: string; snippet?: string } | undefined;
  return node ? `${node.selector ?? ''} ${node.snippet?.slice(0, 80) ?? ''}`.trim() : '';
};

/**
 * What Lighthouse blames for a score: the LCP element and its phases,
 * long tasks, shifts, unused and render-blocking bytes.
 */
export function diagnose(lhr: Result): string[] {
  const lines: string[] = [];
  // In Lighthouse 12 the LCP element's details are a list: a table with the element, then a table of its phases.
  const lcpParts = itemsOf(lhr, 'largest-contentful-paint-element') as Array<{ items?: Items }>;
  const element = lcpParts[0]?.items?.[0];
  if (element) lines.push(`LCP element: ${nodeOf(element)}`);
  const phases = lcpParts[1]?.items ?? [];
  if (phases.length)
    lines.push(
      `LCP phases: ${phases.map((phase) => `${String(phase.phase)} ${Math.round(Number(phase.timing))} ms`).join(', ')}`,
    );
  const tasks = itemsOf(lhr, 'long-tasks');
  if (tasks.length)
    lines.push(
      `long tasks (${tasks.length}): ${tasks
        .slice(0, 5)
        .map(
          (task) =>
            `${shortUrl(task.url)} ${Math.round(Number(task.duration))} ms at ${Math.round(Number(task.startTime))}`,
        )
        .join('; ')}`,
    );
  const shifts = itemsOf(lhr, 'layout-shifts');
  if (shifts.length)
    lines.push(
      `layout shifts: ${shifts
        .slice(0, 3)
        .map((shift) => `${Number(shift.score).toFixed(3)} ${nodeOf(shift)}`)
        .join('; ')}`,
    );
  for (const id of ['unused-javascript', 'unused-css-rules', 'render-blocking-resources']) {
    const items = itemsOf(lhr, id);
    if (items.length)
      lines.push(
        `${id} ${lhr.audits[id]?.displayValue ?? ''}: ${items
          .slice(0, 4)
          .map((item) => `${shortUrl(item.url)}${item.wastedBytes ? ` ${kib(Number(item.wastedBytes))}` : ''}`)
          .join('; ')}`,
      );
  }
  lines.push(
    `main thread ${lhr.audits['mainthread-work-breakdown']?.displayValue ?? '?'}, JavaScript execution ${lhr.audits['bootup-time']?.displayValue ?? '?'}`,
  );
  return lines;
}

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

/**
 * The page's main-thread work from the trace in thread time (CPU time: time the thread ran, not time it waited for a
 * core), which other work on a shared machine inflates far less than the wall time Lighthouse's figures come from:
 * the total, and the blocking time it makes after first paint at Lighthouse's 4x CPU slowdown (each task's thread
 * time times four, less 50 ms). A cross-check of the blocking time, not Lighthouse's figure.
 */
export function threadTime(result: RunnerResult): { totalMs: number; blockingMs: number; longest: number } | null {
  const events = (result.artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace?.traceEvents ?? [];
  const mains = events.filter(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const tasksOf = (pid: number, tid: number) =>
    events
      .filter(
        (event) =>
          event.pid === pid &&
          event.tid === tid &&
          event.ph === 'X' &&
          event.name === 'RunTask' &&
          event.tdur !== undefined,
      )
      .sort((a, b) => a.ts - b.ts);
  // The page's renderer: the one that started a navigation to a web address (Chrome's own pages run in renderers too).
  const pageProcess = events.find(
    (event) => event.name === 'navigationStart' && /^https?:/.test(event.args?.data?.documentLoaderURL ?? ''),
  )?.pid;
  const main = mains.find((thread) => thread.pid === pageProcess);
  const tasks = main && tasksOf(main.pid, main.tid);
  if (!tasks?.length) return null;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint')?.ts ?? tasks[0]!.ts;
  let end = -Infinity;
  let totalMs = 0;
  let blockingMs = 0;
  let longest = 0;
  for (const task of tasks) {
    if (task.ts < end) continue; // nested inside the task before
    end = task.ts + (task.dur ?? 0);
    const ms = task.tdur! / 1000;
    totalMs += ms;
    longest = Math.max(longest, ms);
    if (task.ts >= fcp) blockingMs += Math.max(0, ms * 4 - 50);
  }
  return { totalMs, blockingMs, longest };
}
