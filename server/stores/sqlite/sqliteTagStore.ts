// The team's tags in the embedded store: one row each, the name's key unique (domain/tags/tag.ts's tagNameKey).
import { tagNameKey, type Tag, type TagColor } from '../../domain/tags/tag.ts';
import type { TagStore } from '../../domain/tags/tagStore.ts';
import type { SqliteDatabase } from './database.ts';

interface TagRow {
  id: string;
  name: string;
  color: TagColor;
  created_at: number;
}

const toTag = ({ id, name, color, created_at }: TagRow): Tag => ({ id, name, color, createdAt: created_at });

export class SqliteTagStore implements TagStore {
  private readonly statements;

  constructor(private readonly db: SqliteDatabase) {
    this.statements = {
      list: db.prepare<[], TagRow>('SELECT id, name, color, created_at FROM tags'),
      get: db.prepare<[string], TagRow>('SELECT id, name, color, created_at FROM tags WHERE id = ?'),
      count: db.prepare<[], { n: number }>('SELECT count(*) AS n FROM tags'),
      named: db.prepare<[string], { id: string }>('SELECT id FROM tags WHERE name_key = ?'),
      insert: db.prepare(
        'INSERT INTO tags (id, name, name_key, color, created_at) VALUES (@id, @name, @key, @color, @createdAt)',
      ),
      update: db.prepare('UPDATE tags SET name = @name, name_key = @key, color = @color WHERE id = @id'),
      remove: db.prepare<[string]>('DELETE FROM tags WHERE id = ?'),
    };
  }

  async list(): Promise<Tag[]> {
    return this.statements.list.all().map(toTag);
  }

  async get(id: string): Promise<Tag | null> {
    const row = this.statements.get.get(id);
    return row ? toTag(row) : null;
  }

  async create(tag: Tag, max: number): Promise<Tag | 'sameName' | 'tooMany'> {
    const { statements } = this;
    return this.db
      .transaction((): Tag | 'sameName' | 'tooMany' => {
        const key = tagNameKey(tag.name);
        if (statements.named.get(key)) return 'sameName';
        if (statements.count.get()!.n >= max) return 'tooMany';
        statements.insert.run({ ...tag, key });
        return tag;
      })
      .immediate();
  }

  async update(tag: Tag): Promise<Tag | 'sameName' | null> {
    const { statements } = this;
    return this.db
      .transaction((): Tag | 'sameName' | null => {
        const key = tagNameKey(tag.name);
        const named = statements.named.get(key);
        if (named && named.id !== tag.id) return 'sameName';
        return statements.update.run({ id: tag.id, name: tag.name, key, color: tag.color }).changes ? tag : null;
      })
      .immediate();
  }

  async remove(id: string): Promise<boolean> {
    return this.statements.remove.run(id).changes > 0;
  }
}
