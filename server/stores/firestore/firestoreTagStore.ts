// The team's tags in Firestore: one document each in 'tags' (name, nameKey, color, createdAt). A create or rename reads
// the whole collection in its transaction (at most limits.tagsMax documents) to keep names unique and the count bound.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { isTagColor, tagNameKey, defaultTagColor, type Tag } from '../../domain/tags/tag.ts';
import type { TagStore } from '../../domain/tags/tagStore.ts';

const toTag = (id: string, data: DocumentData): Tag => ({
  id,
  name: String(data.name ?? ''),
  color: typeof data.color === 'string' && isTagColor(data.color) ? data.color : defaultTagColor,
  createdAt: Number(data.createdAt) || 0,
});

const tagDocument = (tag: Tag) => ({
  name: tag.name,
  nameKey: tagNameKey(tag.name),
  color: tag.color,
  createdAt: tag.createdAt,
});

export class FirestoreTagStore implements TagStore {
  constructor(private readonly db: Firestore) {}

  private get tags() {
    return this.db.collection('tags');
  }

  async list(): Promise<Tag[]> {
    return (await this.tags.get()).docs.map((doc) => toTag(doc.id, doc.data()));
  }

  async get(id: string): Promise<Tag | null> {
    const doc = await this.tags.doc(id).get();
    return doc.exists ? toTag(doc.id, doc.data()!) : null;
  }

  create(tag: Tag, max: number): Promise<Tag | 'sameName' | 'tooMany'> {
    return this.db.runTransaction(async (transaction) => {
      const all = await transaction.get(this.tags);
      const key = tagNameKey(tag.name);
      if (all.docs.some((doc) => doc.get('nameKey') === key)) return 'sameName';
      if (all.size >= max) return 'tooMany';
      transaction.set(this.tags.doc(tag.id), tagDocument(tag));
      return tag;
    });
  }

  update(tag: Tag): Promise<Tag | 'sameName' | null> {
    return this.db.runTransaction(async (transaction) => {
      const all = await transaction.get(this.tags);
      const key = tagNameKey(tag.name);
      if (all.docs.some((doc) => doc.id !== tag.id && doc.get('nameKey') === key)) return 'sameName';
      if (!all.docs.some((doc) => doc.id === tag.id)) return null;
      transaction.set(this.tags.doc(tag.id), tagDocument(tag));
      return tag;
    });
  }

  remove(id: string): Promise<boolean> {
    const ref = this.tags.doc(id);
    // One transaction, so two deletes of one tag answer true once.
    return this.db.runTransaction(async (transaction) => {
      const doc = await transaction.get(ref);
      if (!doc.exists) return false;
      transaction.delete(ref);
      return true;
    });
  }
}
