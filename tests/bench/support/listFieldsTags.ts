// The list bench's steps with the team's own fields (BENCH_FIELDS=1): a sort by a custom number field (its column's
// header at 1280, the Sort by select on a phone) and a change of the list's tag filter, each to the frame that paints
// it and by Event Timing, beside the floors of the same run.
import { median } from './median.ts';
import { interactionDuration, ms, ratio, shownOf, twoFrames, type Probe } from './listProbe.ts';
import { sortedField, tagName, taggedCount } from './listFieldData.ts';
import type { ListPage } from './listSearchSort.ts';

/**
 * One step: `arm` sets the probe's test of when the step is on screen (in the page), `act` does it. Answers the time
 * from the input to the frame that paints it and the interaction's Event Timing duration.
 */
async function timed(
  { page }: ListPage,
  arm: () => Promise<void>,
  act: () => Promise<void>,
): Promise<{ latency: number; duration: number }> {
  await arm();
  await act();
  await page.waitForFunction(() => (window as unknown as { benchProbe: Probe }).benchProbe.paintedAt > 0, null, {
    timeout: 60_000,
  });
  const latency = await page.evaluate(
    () =>
      (window as unknown as { benchProbe: Probe }).benchProbe.paintedAt -
      (window as unknown as { benchProbe: Probe }).benchProbe.keyAt,
  );
  return { latency, duration: await interactionDuration(page) };
}

const summary = (name: string, latencies: number[], durations: number[], floorText: string) =>
  `${name} to painted frame: median ${ms(median(latencies))}, slowest ${ms(Math.max(...latencies))} (runs ${latencies.map(ms).join(', ')}; floor two frames ${twoFrames} ms, median ${ratio(median(latencies), twoFrames)}); ` +
  `by Event Timing median ${ms(median(durations))}, slowest ${ms(Math.max(...durations))} (runs ${durations.map(ms).join(', ')}); ${floorText}`;

/**
 * Sorts by the custom number field and back: at 1280 by its header (painted when the header says the new order), on
 * a phone by the Sort by select (painted when the first row changes). Only the steps to the field's order count; the
 * steps back to the name order (made ahead) put the list back between them.
 */
export async function measureFieldSort(listPage: ListPage, floorText: string) {
  const { page, label, viewport, words } = listPage;
  const wide = viewport.width >= 768;
  const lastName = words('Last name', "a column's title");
  const steps: Array<{ column: string; value: string; direction: 'ascending' | 'descending'; counts: boolean }> = [
    { column: sortedField.label, value: `field:${sortedField.key}:ASC`, direction: 'ascending', counts: true },
    { column: sortedField.label, value: `field:${sortedField.key}:DESC`, direction: 'descending', counts: true },
    { column: lastName, value: 'LNAME:ASC', direction: 'ascending', counts: false },
    { column: sortedField.label, value: `field:${sortedField.key}:ASC`, direction: 'ascending', counts: true },
    { column: sortedField.label, value: `field:${sortedField.key}:DESC`, direction: 'descending', counts: true },
    { column: lastName, value: 'LNAME:ASC', direction: 'ascending', counts: false },
  ];
  const latencies: number[] = [];
  const durations: number[] = [];
  for (const step of steps) {
    const header = page.getByRole('columnheader', { name: step.column, exact: true });
    const arm = () =>
      page.evaluate(
        ({ wide, column, direction }) => {
          const probe = (window as unknown as { benchProbe: Probe }).benchProbe;
          const firstRow = () =>
            document.querySelector('.customers-table [data-row-key]')?.getAttribute('data-row-key') ?? '';
          const before = firstRow();
          probe.paintedAt = 0;
          probe.waitFor = wide
            ? () => {
                const sorted = document.querySelector(
                  '.customers-table [role="columnheader"][aria-sort], .customers-table th[aria-sort]',
                );
                return sorted?.textContent?.trim() === column && sorted.getAttribute('aria-sort') === direction;
              }
            : () => firstRow() !== before;
        },
        { wide, column: step.column, direction: step.direction },
      );
    const { latency, duration } = await timed(listPage, arm, async () => {
      if (wide) await ((await header.getByRole('button').count()) ? header.getByRole('button') : header).click();
      else await page.locator('.customers-sort select').selectOption(step.value);
    });
    if (step.counts) {
      latencies.push(latency);
      durations.push(duration);
    }
  }
  console.log(
    `${label}: ${summary(`sort by the custom number field ${sortedField.label}`, latencies, durations, floorText)}`,
  );
}

/**
 * The tag filter: one tag ticked, a second, the first unticked, the second unticked (back to every customer), each
 * painted when the list counts its customers and has them all. The count reads either way a list may say it: the
 * tagged customers alone, or so many of the whole list.
 */
export async function measureTagFilter(listPage: ListPage, floorText: string) {
  const { page, label, size, runs, words } = listPage;
  const steps: Array<{ tag: number; chosen: number[] }> = [
    { tag: 0, chosen: [0] },
    { tag: 1, chosen: [0, 1] },
    { tag: 0, chosen: [1] },
    { tag: 1, chosen: [] },
  ];
  const latencies: number[] = [];
  const durations: number[] = [];
  const panel = page.getByRole('dialog', { name: words('Show customers carrying all of these tags'), exact: true });
  for (let run = 0; run < runs; run++) {
    for (const { tag, chosen } of steps) {
      if (!(await panel.count())) {
        await page.getByRole('button', { name: words('Tags', 'the filter by tags, none chosen'), exact: true }).click();
        await panel.waitFor();
      }
      const count = taggedCount(size, chosen);
      const counts = [String(count), count === size ? String(size) : shownOf(count, size, words)];
      const arm = () =>
        page.evaluate((counts) => {
          const probe = (window as unknown as { benchProbe: Probe }).benchProbe;
          probe.paintedAt = 0;
          probe.waitFor = () =>
            document.querySelector('.customers-table[aria-busy="false"]') !== null &&
            counts.includes(document.querySelector('.page-card .list-count')?.textContent ?? '');
        }, counts);
      const { latency, duration } = await timed(listPage, arm, () =>
        panel
          .locator('.tag-choice', { hasText: tagName(tag) })
          .locator('input')
          .click(),
      );
      latencies.push(latency);
      durations.push(duration);
    }
  }
  await page.keyboard.press('Escape');
  console.log(`${label}: ${summary('tag filter change (tick or untick one tag)', latencies, durations, floorText)}`);
}
