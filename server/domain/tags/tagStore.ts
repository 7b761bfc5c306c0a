// The port tag adapters implement (a SQLite table, a Firestore collection). Which customers carry a tag is the
// customer store's (CustomerStore.tagged, tagCounts, bulkSetTags).
import type { Tag } from './tag.ts';

export interface TagStore {
  /** Every tag, in no particular order. */
  list(): Promise<Tag[]>;
  get(id: string): Promise<Tag | null>;
  /**
   * Adds the tag unless another has the same name (tag.ts's tagNameKey) or the team has `max` tags already, in one
   * transaction: 'sameName' or 'tooMany' then, nothing written.
   */
  create(tag: Tag, max: number): Promise<Tag | 'sameName' | 'tooMany'>;
  /** Writes a tag's name and colour; 'sameName' when another tag has the name, null when there is no such tag. */
  update(tag: Tag): Promise<Tag | 'sameName' | null>;
  /** false when there was no such tag. */
  remove(id: string): Promise<boolean>;
}
