// The team's tags: admins define them (name, colour; at most limits.tagsMax), everyone reads them; deleting one takes
// it off every customer. Which tags exist is kept in memory for a moment, as every customer shown asks for its tags.
import { randomBytes } from 'node:crypto';
import type { User } from '../accounts/account.ts';
import { newAutoId } from '../autoId.ts';
import type { CustomerStore } from '../customers/customerStore.ts';
import { InvalidInputError, NotFoundError } from '../errors.ts';
import { limits } from '../fieldRules.ts';
import type { BulkChange, CustomerSelection } from '../bulk/customerBulk.ts';
import { tagCustomers, type ImportedTags, type TagChange, type TagDirectory } from './customerTags.ts';
import {
  defaultTagColor,
  sortTags,
  tagMessages,
  tagNameKey,
  tagProblems,
  type CountedTag,
  type Tag,
  type TagColor,
} from './tag.ts';
import type { TagStore } from './tagStore.ts';
import { HeldRead } from '../heldRead.ts';

/** How long tags and counts read from the store serve (other processes' changes show after at most this) */
const heldForMs = 2_000;

export class TagService implements TagDirectory {
  private readonly held = new HeldRead(
    () => this.store.list().then((list) => new Map(list.map((tag) => [tag.id, tag]))),
    heldForMs,
  );
  private counted: { at: number; counts: Promise<Map<string, number>> } | null = null;

  constructor(
    private readonly store: TagStore,
    private readonly customers: CustomerStore,
  ) {}

  /** Every tag with its count of active customers, in name order. */
  async list(): Promise<CountedTag[]> {
    const tags = await this.byId(true);
    const counts = await this.counts();
    return sortTags([...tags.values()].map((tag) => ({ ...tag, count: counts.get(tag.id) ?? 0 })));
  }

  /** The tags by id, as recently read (fresh: read now). */
  byId(fresh = false): Promise<Map<string, Tag>> {
    return this.held.get(fresh);
  }

  /** As byId(), without a promise once the recent read has finished (a list asks once per row). */
  byIdNow(): ReadonlyMap<string, Tag> | Promise<ReadonlyMap<string, Tag>> {
    return this.held.now();
  }

  /** How many active customers carry each tag, as recently counted. */
  counts(): Promise<Map<string, number>> {
    if (!this.counted || Date.now() - this.counted.at > heldForMs) {
      const counts = this.byId().then((tags) => this.customers.tagCounts([...tags.keys()]));
      this.counted = { at: Date.now(), counts };
      counts.catch(() => (this.counted = null));
    }
    return this.counted.counts;
  }

  async unknown(ids: readonly string[]): Promise<string[]> {
    const known = await this.byId();
    const missing = ids.filter((id) => !known.has(id));
    // Made by another process a moment ago, perhaps: ask the store before refusing.
    return missing.length ? this.unknownNow(ids) : [];
  }

  async forImport(names: readonly string[], mayCreate: boolean): Promise<ImportedTags> {
    const byKey = new Map([...(await this.byId(true)).values()].map((tag) => [tagNameKey(tag.name), tag.id]));
    const ids = new Map<string, string>();
    const problems = new Map<string, string>();
    for (const name of new Set(names.map((name) => name.trim()).filter(Boolean))) {
      const key = tagNameKey(name);
      if (ids.has(key) || problems.has(key)) continue;
      const known = byKey.get(key);
      if (known) ids.set(key, known);
      else if (!mayCreate) problems.set(key, tagMessages.noName);
      else {
        const made = await this.createNamed(name);
        if ('id' in made) ids.set(key, made.id);
        else problems.set(key, made.problem);
      }
    }
    return { ids, problems };
  }

  async create(name: string, color: string | null | undefined): Promise<CountedTag> {
    const problems = tagProblems(name, color);
    if (Object.keys(problems).length) throw new InvalidInputError(problems);
    const tag: Tag = {
      id: newAutoId(randomBytes),
      name: name.trim(),
      color: (color as TagColor | null | undefined) ?? defaultTagColor,
      createdAt: Date.now(),
    };
    const created = await this.store.create(tag, limits.tagsMax);
    this.forget();
    if (created === 'sameName') throw new InvalidInputError({ name: tagMessages.sameName });
    if (created === 'tooMany') throw new InvalidInputError({ name: tagMessages.tooMany });
    return { ...created, count: 0 };
  }

  /** Renames or recolours a tag (what is left out stays). */
  async update(id: string, name: string | null | undefined, color: string | null | undefined): Promise<CountedTag> {
    const problems = tagProblems(name, color);
    if (Object.keys(problems).length) throw new InvalidInputError(problems);
    const current = await this.store.get(id);
    if (!current) throw new NotFoundError('tag', id);
    const updated = await this.store.update({
      ...current,
      ...(name != null && { name: name.trim() }),
      ...(color != null && { color: color as TagColor }),
    });
    this.forget();
    if (updated === 'sameName') throw new InvalidInputError({ name: tagMessages.sameName });
    if (!updated) throw new NotFoundError('tag', id);
    return { ...updated, count: (await this.counts()).get(id) ?? 0 };
  }

  /**
   * Deletes a tag, then takes it off every customer carrying it (a bulk change, with history). A customer left with
   * the id meanwhile shows no such tag (Customer.tags reads only tags that exist).
   */
  async remove(id: string, by: User | null): Promise<void> {
    if (!(await this.store.remove(id))) throw new NotFoundError('tag', id);
    this.forget();
    const carrying = await this.customers.tagged('ALL', [id]);
    await this.customers.bulkSetTags(
      newAutoId(randomBytes),
      carrying.map(({ id }) => id),
      [],
      [id],
      by,
    );
    this.counted = null;
  }

  /** Adds tags to and takes tags off every customer of the selection, as one bulk change (customerTags.ts). */
  tagCustomers(selection: CustomerSelection, change: TagChange, by: User | null): Promise<BulkChange> {
    this.counted = null;
    return tagCustomers(this.customers, this, selection, change, by);
  }

  /** A tag an import names, in the default colour; another import making the same name meanwhile gives that one. */
  private async createNamed(name: string): Promise<{ id: string } | { problem: string }> {
    const problem = tagProblems(name, null).name;
    if (problem) return { problem };
    const tag: Tag = { id: newAutoId(randomBytes), name, color: defaultTagColor, createdAt: Date.now() };
    const created = await this.store.create(tag, limits.tagsMax);
    this.forget();
    if (created === 'tooMany') return { problem: tagMessages.tooMany };
    if (created !== 'sameName') return { id: created.id };
    const key = tagNameKey(name);
    const other = [...(await this.byId(true)).values()].find((tag) => tagNameKey(tag.name) === key);
    return other ? { id: other.id } : { problem: tagMessages.sameName };
  }

  private async unknownNow(ids: readonly string[]): Promise<string[]> {
    const known = await this.byId(true);
    return ids.filter((id) => !known.has(id));
  }

  private forget(): void {
    this.held.forget();
    this.counted = null;
  }
}
