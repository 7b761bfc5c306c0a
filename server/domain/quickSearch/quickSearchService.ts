// The top bar's search: one text over several sources, each answering its own kind of hit. A source is one entry of
// the list; each reuses its area's own search, accents and case aside (domain/search.ts).
import type { User } from '../accounts/account.ts';
import type { Customer } from '../customers/customer.ts';
import type { CustomerService } from '../customers/customerService.ts';
import { InvalidInputError } from '../errors.ts';
import { foldForSearch } from '../search.ts';
import { tooLongMessage } from '../fieldRules.ts';
import type { WorkerService } from '../workers/workerService.ts';
import type { TaskService } from '../tasks/taskService.ts';

export interface SearchHit {
  kind: string;
  id: string;
  title: string;
  detail: string | null;
}

export interface SearchSource {
  kind: string;
  /** At most `first` hits for `text` (trimmed, not blank), as `asker` may see them. */
  find(text: string, first: number, asker: User | null): Promise<SearchHit[]>;
}

export const quickSearchLimits = { textMax: 200, firstMax: 50 } as const;

/** Customers asked of the store for a text of several words, before the other words narrow them down. */
const customersPerWord = 200;

/**
 * Active customers by the list's own search; a text of several words that finds none as a whole ("Ada Lovelace")
 * finds those whose fields hold every word: the store is searched by the longest, the rest matched here.
 */
export const customerSource = (customers: CustomerService): SearchSource => ({
  kind: 'customer',
  find: async (text, first, asker) => {
    const search = (words: string, count: number) =>
      customers.page('ACTIVE', words, count, null, null, { total: false, asker });
    let found = (await search(text, first)).nodes;
    const words = foldForSearch(text).split(/\s+/).filter(Boolean);
    if (!found.length && words.length > 1) {
      const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
      const holdsEvery = (customer: Customer) => {
        const fields = foldForSearch(
          [customer.fname, customer.lname, customer.email, customer.phone, customer.address].join(' '),
        );
        return words.every((word) => fields.includes(word));
      };
      found = (await search(longest, customersPerWord)).nodes.filter(holdsEvery).slice(0, first);
    }
    return found.map((customer) => ({
      kind: 'customer',
      id: customer.id,
      title: `${customer.fname} ${customer.lname}`.trim(),
      detail: customer.email || customer.phone || null,
    }));
  },
});

export const contactSource = (workers: WorkerService): SearchSource => ({
  kind: 'contact',
  find: async (text, first) =>
    (await workers.list(text)).slice(0, first).map((worker) => ({
      kind: 'contact',
      id: worker.id,
      title: worker.name,
      detail: worker.email || worker.phones[0] || null,
    })),
});

/** The asker's own open tasks, by title; the detail is the task's due time (ISO 8601), when it has one. */
export const taskSource = (tasks: TaskService): SearchSource => ({
  kind: 'task',
  find: async (text, first, asker) =>
    asker
      ? (await tasks.findOwn(asker.uid, text, first)).map((task) => ({
          kind: 'task',
          id: task.id,
          title: task.title,
          detail: task.dueAt === null ? null : new Date(task.dueAt).toISOString(),
        }))
      : [],
});

export class QuickSearchService {
  constructor(private readonly sources: readonly SearchSource[]) {}

  /** At most `first` hits of each source, in the sources' order; blank text finds nothing. */
  async search(text: string, first: number, asker: User | null): Promise<SearchHit[]> {
    if (text.length > quickSearchLimits.textMax)
      throw new InvalidInputError({ text: tooLongMessage(quickSearchLimits.textMax) });
    if (!Number.isInteger(first) || first < 1 || first > quickSearchLimits.firstMax)
      throw new InvalidInputError({ first: `Ask for 1 to ${quickSearchLimits.firstMax} hits of each kind` });
    const needle = text.trim();
    if (!needle) return [];
    const found = await Promise.all(this.sources.map((source) => source.find(needle, first, asker)));
    return found.flat();
  }
}
