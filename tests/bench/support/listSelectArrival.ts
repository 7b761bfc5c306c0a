// The list bench's select-all (at full speed and at 4x CPU slowdown) and a save by another client arriving on screen.
import type { Locator } from 'playwright-core';
import { median } from './median.ts';
import { interactionDuration, ms, shownOf, type Probe } from './listProbe.ts';
import type { ListPage } from './listSearchSort.ts';

export async function measureSelectAll(
  { page, context, label, size, runs, words }: ListPage,
  floorText: string,
  nothingChanged: () => Promise<number[]>,
) {
  // Select-all, each to the frame that paints the bar's new count: the header's box for all that match, and off again;
  // a row's box, then the bar's 'Select all N customers'; then Clear. The bar's words are the page's language's.
  const allSelected = words('All {count, plural, one {# customer} other {# customers}} selected', undefined, {
    count: size,
  });
  const headerBox = page.locator('.customers-table [role="columnheader"] input[type="checkbox"]');
  const selectAllButton = words('Select all {count, plural, one {# customer} other {# customers}}', undefined, {
    count: size,
  });
  const selectSteps: Array<{ name: string; click: () => Promise<void>; painted: string | null; counts: boolean }> = [
    { name: 'header box on', click: () => headerBox.click(), painted: allSelected, counts: true },
    { name: 'header box off', click: () => headerBox.click(), painted: null, counts: true },
    {
      name: 'one row',
      click: () => page.locator('.customers-table [data-row-key]').first().getByRole('checkbox').click(),
      painted: words('{count, plural, one {# customer} other {# customers}} selected', undefined, { count: 1 }),
      counts: false,
    },
    {
      name: 'Select all N',
      click: () => page.locator('.bulk-bar').getByRole('button', { name: selectAllButton, exact: true }).click(),
      painted: allSelected,
      counts: true,
    },
    {
      name: 'Clear',
      click: () =>
        page
          .locator('.bulk-bar')
          .getByRole('button', { name: words('Clear selection') })
          .click(),
      painted: null,
      counts: false,
    },
  ];
  /** Each counted step's latency to the painted frame and its Event Timing duration, `rounds` times over. */
  const selectAll = async (rounds: number) => {
    const latencies: number[] = [];
    const durations: number[] = [];
    for (let run = 0; run < rounds; run++) {
      for (const step of selectSteps) {
        await page.evaluate((painted) => {
          const probe = (window as unknown as { benchProbe: Probe }).benchProbe;
          probe.paintedAt = 0;
          probe.waitFor = () =>
            painted === null
              ? !document.querySelector('.bulk-bar .bulk-count')
              : document.querySelector('.bulk-bar .bulk-count')?.textContent === painted;
        }, step.painted);
        await step.click();
        await page.waitForFunction(() => (window as unknown as { benchProbe: Probe }).benchProbe.paintedAt > 0, null, {
          timeout: 30_000,
        });
        const latency = await page.evaluate(
          () =>
            (window as unknown as { benchProbe: Probe }).benchProbe.paintedAt -
            (window as unknown as { benchProbe: Probe }).benchProbe.keyAt,
        );
        const duration = await interactionDuration(page);
        if (step.counts) {
          latencies.push(latency);
          durations.push(duration);
        }
      }
    }
    return { latencies, durations };
  };
  const { latencies: selectLatencies, durations: selectDurations } = await selectAll(runs);
  console.log(
    `${label}: select-all (header box on and off, 'Select all N') to painted frame: median ${ms(median(selectLatencies))}, slowest ${ms(Math.max(...selectLatencies))}; ` +
      `by Event Timing median ${ms(median(selectDurations))}, slowest ${ms(Math.max(...selectDurations))} (runs ${selectDurations.map(ms).join(', ')}); ${floorText}`,
  );

  // Select-all again on a phone's CPU (Chromium's 4x slowdown, as Lighthouse's mobile preset), beside the floor at 4x.
  const throttle = await context.newCDPSession(page);
  await throttle.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const slowFloor = await nothingChanged();
  const { durations: slowSelect } = await selectAll(runs);
  await throttle.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  console.log(
    `${label}: select-all at 4x CPU slowdown by Event Timing median ${ms(median(slowSelect))}, slowest ${ms(Math.max(...slowSelect))} (runs ${slowSelect.map(ms).join(', ')}); ` +
      `floor at 4x (an interaction that changes nothing) median ${ms(median(slowFloor))}, slowest ${ms(Math.max(...slowFloor))}`,
  );
}

export async function measureArrival(
  { page, label, size, runs, words }: ListPage,
  search: Locator,
  otherToken: string,
) {
  // A save by another client (its own token, over HTTP) until its painted row, under a search that only it matches
  // (at the top of an unfiltered list, Chrome's scroll anchoring may keep the row the user sees and put it above).
  await search.fill('example.net');
  await page.locator('.page-card .list-count', { hasText: shownOf(0, size, words) }).waitFor();
  const arrivals: number[] = [];
  for (let run = 0; run < runs; run++) {
    const email = `remote${run}.${Date.now()}@example.net`;
    arrivals.push(
      await page.evaluate(
        async ({ email, otherToken }) => {
          const probe = (window as unknown as { benchProbe: Probe }).benchProbe;
          probe.paintedAt = 0;
          probe.waitFor = () =>
            [...document.querySelectorAll('.customers-table .customer-row')].some((row) =>
              row.textContent?.includes(email),
            );
          const send = async (query: string) => {
            const response = await fetch('/graphql', {
              method: 'POST',
              credentials: 'omit',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${otherToken}` },
              body: JSON.stringify({ query }),
            });
            return (await response.json()) as { data: { saveCustomer: { id: string } } };
          };
          const started = performance.now();
          const saved = await send(
            `mutation { saveCustomer(input: { fname: "Remote", lname: "Aaa", email: "${email}", phone: "555 000 1111", address: "1 Remote Road" }) { id } }`,
          );
          while (!probe.paintedAt && performance.now() - started < 10_000)
            await new Promise((resolve) => setTimeout(resolve, 5));
          // Not painted within 10 s: said so rather than waited for.
          const arrival = probe.paintedAt ? probe.paintedAt - started : Number.NaN;
          if (!probe.paintedAt)
            console.error(
              `not painted: ${JSON.stringify(saved).slice(0, 200)}; first row: ${document.querySelector('.customers-table .customer-row')?.textContent}; hidden ${document.hidden}`,
            );
          // Out of the active list again, so every measure counts the seeded customers only.
          await send(`mutation { removeCustomer(id: "${saved.data.saveCustomer.id}") { id } }`);
          return arrival;
        },
        { email, otherToken },
      ),
    );
  }
  await search.fill('');
  await page.locator('.page-card .list-count', { hasText: new RegExp(`^${size}$`) }).waitFor();
  console.log(
    `${label}: a save by another client painted after ${ms(median(arrivals))} (runs ${arrivals.map(ms).join(', ')}; NaN: not within 10 s)`,
  );
}
