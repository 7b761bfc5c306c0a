// The read-only contacts list over the seeded demo workers: columns, photos loaded lazily, search, numbering.
import { expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import {
  api,
  renderApp,
  signUp,
  startServer,
  type TestServer,
  useFileServer,
  type WorkerSeed,
} from './support/crm.tsx';

let server: TestServer;
let token: string;
// eslint-disable-next-line react-hooks/rules-of-hooks -- jest set-up (beforeAll, afterEach, afterAll), not a React hook
useFileServer(async (started) => {
  server = started;
  token = (await signUp(server)).token;
});

interface Worker {
  id: string;
  name: string;
  email: string;
  phones: string[];
  photoUrl: string | null;
  birthday: string | null;
}

const englishDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function tableRows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.contacts-table tbody tr.contacts-row')];
}

it('lists every worker with photo, email link, birthday and at most three phones; search filters', async () => {
  const { workers } = await api<{ workers: Worker[] }>(
    server,
    '{ workers { id name email phones photoUrl birthday } }',
    {},
    token,
  );
  expect(workers.some((worker) => worker.birthday)).toBe(true);
  expect(workers.length).toBeGreaterThan(3);
  const { user } = renderApp(server, '/dashboard/workers', token);
  // The screen's code brings antd's Table: compiled for the first time in a run, it takes longer than the usual 5 s.
  expect(await screen.findByRole('heading', { name: 'Contacts' }, { timeout: 30_000 })).toBeTruthy();
  await waitFor(() => expect(tableRows()).toHaveLength(workers.length));
  const headers = [...document.querySelectorAll('.contacts-table thead th')].map((cell) => cell.textContent);
  expect(headers).toEqual(['#', 'Name', 'Email', 'Birthday', 'Phones']);
  // One page: no pager.
  expect(screen.queryByRole('navigation', { name: 'Pages of contacts' })).toBeNull();

  for (const worker of workers) {
    const row = tableRows().find((candidate) => candidate.textContent?.includes(worker.name));
    if (!row) throw new Error(`no row for ${worker.name}`);
    expect(within(row).getByRole('link', { name: worker.email }).getAttribute('href')).toBe(`mailto:${worker.email}`);
    expect(row.querySelectorAll('a[href^="tel:"]').length).toBe(Math.min(3, worker.phones.length));
    // As en-GB writes a date: '12 March 1990'.
    if (worker.birthday)
      expect(row.textContent).toContain(englishDate.format(new Date(`${worker.birthday}T00:00:00Z`)));
    const photo = row.querySelector('img');
    if (worker.photoUrl) {
      expect(photo?.getAttribute('src')).toBe(worker.photoUrl);
      expect(photo?.getAttribute('loading')).toBe('lazy');
    } else {
      expect(photo).toBeNull();
    }
  }

  const target = workers[1] as Worker;
  await user.type(screen.getByRole('textbox', { name: 'Search contacts' }), target.email.toUpperCase());
  await waitFor(() => expect(tableRows()).toHaveLength(1));
  expect(tableRows()[0]?.textContent).toContain(target.name);
});

it('shows a birthday as en-GB writes it, one that is no real date as such, and free text as it came', async () => {
  const seed = (id: string, birthday: string): WorkerSeed => ({
    id,
    name: `Worker ${id}`,
    phones: [],
    email: `${id}@example.com`,
    birthday,
    photo: null,
  });
  const own = await startServer({
    workers: [seed('leap', '2000-02-29'), seed('impossible', '1990-02-30'), seed('free', 'spring 1990')],
  });
  try {
    const account = await signUp(own);
    renderApp(own, '/dashboard/workers', account.token);
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    const birthdayOf = (id: string) =>
      tableRows()
        .find((row) => row.textContent?.includes(`Worker ${id}`))
        ?.querySelectorAll('td')[3]?.textContent;
    expect(birthdayOf('leap')).toBe('29 February 2000');
    // Not '2 March 1990', as a Date would roll it over.
    expect(birthdayOf('impossible')).toBe('1990-02-30 (not a real date)');
    expect(birthdayOf('free')).toBe('spring 1990');
    // No phones: a dash, and words for a screen reader, not a blank cell.
    expect(tableRows()[0]?.querySelectorAll('td')[4]?.textContent).toBe('—not given');
  } finally {
    await own.close();
  }
});

it('numbers rows by their place in the filtered list, on every page', async () => {
  // More workers than one page (20) holds.
  const workers: WorkerSeed[] = Array.from({ length: 25 }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return {
      id: `worker-${number}`,
      name: `Worker ${number}`,
      phones: [],
      email: `worker${number}@example.com`,
      birthday: null,
      photo: null,
    };
  });
  const own = await startServer({ workers });
  try {
    const account = await signUp(own);
    const { user } = renderApp(own, '/dashboard/workers', account.token);
    const numbered = () =>
      tableRows().map((row) => [row.querySelector('td')?.textContent, row.textContent?.match(/Worker \d+/)?.[0]]);
    await waitFor(() => expect(tableRows()).toHaveLength(20));
    expect(numbered()[0]).toEqual(['1', 'Worker 01']);
    expect(numbered()[19]).toEqual(['20', 'Worker 20']);
    const pager = screen.getByRole('navigation', { name: 'Pages of contacts' });
    expect(within(pager).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(tableRows()).toHaveLength(5));
    expect(numbered()).toEqual([21, 22, 23, 24, 25].map((number) => [String(number), `Worker ${number}`]));
    expect(within(pager).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull();
    // Previous and Next step a page, and do nothing past either end.
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(tableRows()).toHaveLength(5);
    await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(tableRows()).toHaveLength(20));
    expect(numbered()[0]).toEqual(['1', 'Worker 01']);
    await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
    expect(numbered()[0]).toEqual(['1', 'Worker 01']);
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(tableRows()).toHaveLength(5));

    await user.type(screen.getByRole('textbox', { name: 'Search contacts' }), 'worker 2');
    await waitFor(() => expect(tableRows()).toHaveLength(6));
    expect(numbered()).toEqual(
      [20, 21, 22, 23, 24, 25].map((number, index) => [String(index + 1), `Worker ${number}`]),
    );
    expect(screen.queryByRole('navigation', { name: 'Pages of contacts' })).toBeNull();
  } finally {
    await own.close();
  }
});
