// The list bench's search keystrokes and sort changes, each to the frame that paints it and by Event Timing.
import type { BrowserContext, Page } from 'playwright-core';
import { median } from './median.ts';
import type { Words } from '../../support/appWords.ts';
import { countText, interactionDuration, ms, ratio, twoFrames, type Probe } from './listProbe.ts';

/**
 * The page of the list bench, open on the list at one size and viewport in one language (`words`: the page's words in
 * it), and how many runs each figure takes.
 */
export interface ListPage {
  page: Page;
  context: BrowserContext;
  label: string;
  size: number;
  runs: number;
  viewport: { width: number; height: number };
  words: Words;
}

/**
 * Keystrokes in the search box, and the floor by Event Timing; answers the box and that floor for the later steps.
 */
export async function measureSearch({ page, label, size, words }: ListPage) {
  // Keystrokes, each to the frame that paints its answer; only keys that change the count can be seen.
  const search = page.locator('.customers-search input');
  await search.click();
  const keys = [
    '9',
    '9',
    '9',
    '9',
    'Backspace',
    'Backspace',
    'Backspace',
    'Backspace',
    '1',
    '2',
    '3',
    '4',
    'x',
    'Backspace',
    'Backspace',
    'Backspace',
    'Backspace',
    'Backspace',
  ];
  const latencies: number[] = [];
  const keyDurations: number[] = [];
  // The keys come right after a load, while the list makes its search text and column orders in idle time.
  await page.evaluate(() => ((window as unknown as { benchProbe: Probe }).benchProbe.idleLongFrames = []));
  let typed = '';
  let shown = countText('', size, words);
  for (const key of keys) {
    typed = key === 'Backspace' ? typed.slice(0, -1) : typed + key;
    const expected = countText(typed, size, words);
    if (expected === shown) {
      await page.keyboard.press(key);
      await page.waitForTimeout(200);
      continue;
    }
    shown = expected;
    await page.evaluate((text) => {
      const probe = (window as unknown as { benchProbe: Probe }).benchProbe;
      probe.paintedAt = 0;
      probe.waitFor = () => document.querySelector('.page-card .list-count')?.textContent === text;
    }, expected);
    await page.keyboard.press(key);
    await page.waitForFunction(() => (window as unknown as { benchProbe: Probe }).benchProbe.paintedAt > 0, null, {
      timeout: 30_000,
    });
    latencies.push(
      await page.evaluate(
        () =>
          (window as unknown as { benchProbe: Probe }).benchProbe.paintedAt -
          (window as unknown as { benchProbe: Probe }).benchProbe.keyAt,
      ),
    );
    keyDurations.push(await interactionDuration(page));
  }
  console.log(
    `${label}: search keystroke to painted frame: median ${ms(median(latencies))}, slowest ${ms(Math.max(...latencies))} over ${latencies.length} keys; floor two frames ${twoFrames} ms (median ${ratio(median(latencies), twoFrames)})`,
  );
  // The floor by Event Timing, measured here: interactions the page answers with nothing (a click on the title, a caret
  // move in the search box), i.e. what this browser on this loaded machine takes from input to paint anyway.
  const nothingChanged = async () => {
    const durations: number[] = [];
    for (let run = 0; run < 6; run++) {
      await page.locator('.page-card h1').click();
      durations.push(await interactionDuration(page));
      await search.focus();
      await page.keyboard.press(run % 2 ? 'ArrowLeft' : 'ArrowRight');
      durations.push(await interactionDuration(page));
    }
    return durations;
  };
  const floorDurations = await nothingChanged();
  const floorText = `floor (an interaction that changes nothing) median ${ms(median(floorDurations))}, slowest ${ms(Math.max(...floorDurations))}; target two frames ${twoFrames} ms`;
  console.log(
    `${label}: search keystroke by Event Timing: median ${ms(median(keyDurations))}, slowest ${ms(Math.max(...keyDurations))} over ${keyDurations.length} keys; ${floorText} (16 ms: under the 16 ms the browser reports)`,
  );
  const idleLongFrames = await page.evaluate(
    () => (window as unknown as { benchProbe: Probe }).benchProbe.idleLongFrames,
  );
  console.log(
    `${label}: the list's idle work during those keys (search text, column orders): ${idleLongFrames.length} frames of 50 ms or more` +
      `${idleLongFrames.length ? ` (longest ${ms(Math.max(...idleLongFrames))})` : ''}; floor: none (its slices are of 6 ms)`,
  );
  return { search, nothingChanged, floorText };
}

export async function measureSort({ page, label, viewport, words }: ListPage, floorText: string) {
  // Sort changes, each to the frame that paints it: by the column headers on a wide screen (a real click; painted when
  // the header says the new order, in the same commit as the rows), by the Sort by select on a phone (painted when the
  // first row changes: the steps alternate between the seeded list's first and last customer). The first change to a
  // column makes its keys; later ones only sort.
  const wide = viewport.width >= 768;
  const title = (english: string) => words(english, "a column's title");
  const sortSteps: Array<[string, 'ascending' | 'descending']> = wide
    ? [
        [title('Email'), 'ascending'],
        [title('Email'), 'descending'],
        [title('Phone'), 'ascending'],
        [title('Last name'), 'ascending'],
        [title('Email'), 'ascending'],
        [title('Last name'), 'ascending'],
      ]
    : [
        ['EMAIL:DESC', 'descending'],
        ['EMAIL:ASC', 'ascending'],
        ['PHONE:DESC', 'descending'],
        ['LNAME:ASC', 'ascending'],
        ['EMAIL:DESC', 'descending'],
        ['LNAME:ASC', 'ascending'],
      ];
  const sortLatencies: number[] = [];
  const sortDurations: number[] = [];
  for (const [step, direction] of sortSteps) {
    await page.evaluate(
      ({ wide, step, direction }) => {
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
              return sorted?.textContent?.trim() === step && sorted.getAttribute('aria-sort') === direction;
            }
          : () => firstRow() !== before;
      },
      { wide, step, direction },
    );
    // Today's header holds a button; antd's sorter makes the header cell itself the control.
    const header = page.getByRole('columnheader', { name: step, exact: true });
    if (wide) await ((await header.getByRole('button').count()) ? header.getByRole('button') : header).click();
    else await page.locator('.customers-sort select').selectOption(step);
    await page.waitForFunction(() => (window as unknown as { benchProbe: Probe }).benchProbe.paintedAt > 0, null, {
      timeout: 30_000,
    });
    sortLatencies.push(
      await page.evaluate(
        () =>
          (window as unknown as { benchProbe: Probe }).benchProbe.paintedAt -
          (window as unknown as { benchProbe: Probe }).benchProbe.keyAt,
      ),
    );
    sortDurations.push(await interactionDuration(page));
  }
  console.log(
    `${label}: sort change to painted frame: median ${ms(median(sortLatencies))}, slowest ${ms(Math.max(...sortLatencies))} (runs ${sortLatencies.map(ms).join(', ')}); ` +
      `by Event Timing median ${ms(median(sortDurations))}, slowest ${ms(Math.max(...sortDurations))} (runs ${sortDurations.map(ms).join(', ')}); ${floorText}`,
  );
}
