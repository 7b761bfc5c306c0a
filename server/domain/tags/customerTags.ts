// Tags on customers: the tags a save writes (each must exist), and tagging many customers at once as one bulk change
// undoBulkChange undoes.
import { randomBytes } from 'node:crypto';
import type { User } from '../accounts/account.ts';
import { newAutoId } from '../autoId.ts';
import type { BulkChange, CustomerSelection } from '../bulk/customerBulk.ts';
import { tagSet, type Customer } from '../customers/customer.ts';
import { selectedIds } from '../customers/customerScope.ts';
import type { CustomerStore } from '../customers/customerStore.ts';
import { InvalidInputError } from '../errors.ts';
import type { FieldErrors } from '../fieldRules.ts';
import { tagMessages, tagNameKey } from './tag.ts';

/** What the customers need to know of the team's tags (TagService provides it). */
export interface TagDirectory {
  /** Of `ids`, those that name no tag. */
  unknown(ids: readonly string[]): Promise<string[]>;
  /**
   * For an import's rows: the tag each name names (by tag.ts's tagNameKey), a tag created for a name none has when
   * `mayCreate` (the importer may define tags); `problems`: the message for each name left without a tag.
   */
  forImport(names: readonly string[], mayCreate: boolean): Promise<ImportedTags>;
}

/** What an import's tag names are: ids and problems, both by tagNameKey. */
export interface ImportedTags {
  ids: ReadonlyMap<string, string>;
  problems: ReadonlyMap<string, string>;
}

/** A directory of no tags: every id is unknown (a service built without tags, as some tests build it). */
export const noTags: TagDirectory = {
  unknown: async (ids) => [...ids],
  forImport: async (names) => ({
    ids: new Map(),
    problems: new Map(names.map((name) => [tagNameKey(name), tagMessages.noName])),
  }),
};

/** `field`'s problem when some of `ids` name no tag. */
async function unknownProblem(tags: TagDirectory, ids: readonly string[], field: string): Promise<FieldErrors> {
  return ids.length && (await tags.unknown(ids)).length ? { [field]: tagMessages.unknown } : {};
}

/** The tags a save writes: the input's, each existing (else the problem naming tagIds); none given, an edit keeps its. */
export async function savedTags(
  tags: TagDirectory,
  input: { tagIds?: readonly string[] | null },
): Promise<{ tagIds?: string[] } | { problem: FieldErrors }> {
  if (input.tagIds === null || input.tagIds === undefined) return {};
  const problem = await unknownProblem(tags, input.tagIds, 'tagIds');
  return Object.keys(problem).length ? { problem } : { tagIds: tagSet(input.tagIds) };
}

/** A customer's tags after a bulk tagging adds `add` and takes `remove` off. */
export function retagged(customer: Customer, add: readonly string[], remove: readonly string[]): string[] {
  const kept = (customer.tagIds ?? []).filter((id) => !remove.includes(id));
  return tagSet([...kept, ...add]);
}

/** The tags a bulk tagging adds and takes off. */
export interface TagChange {
  add?: readonly string[] | null;
  remove?: readonly string[] | null;
}

/**
 * Adds `add` to and takes `remove` off every customer of the selection (customerScope.ts's selectedIds), as one bulk
 * change. BAD_USER_INPUT naming add or remove when a tag does not exist, when both are empty, or when a tag is in both.
 */
export async function tagCustomers(
  store: CustomerStore,
  tags: TagDirectory,
  selection: CustomerSelection,
  change: TagChange,
  by: User | null,
): Promise<BulkChange> {
  const add = tagSet(change.add ?? []);
  const remove = tagSet(change.remove ?? []);
  const problems: FieldErrors = {
    ...(await unknownProblem(tags, add, 'add')),
    ...(await unknownProblem(tags, remove, 'remove')),
  };
  if (!add.length && !remove.length) problems.add = 'Choose tags to add or remove';
  else if (add.some((id) => remove.includes(id))) problems.remove = 'A tag cannot be added and removed at once';
  if (Object.keys(problems).length) throw new InvalidInputError(problems);
  const ids = await selectedIds(store, selection);
  const id = newAutoId(randomBytes);
  return { id, count: await store.bulkSetTags(id, ids, add, remove, by) };
}
