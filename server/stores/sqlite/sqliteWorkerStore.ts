import { photoEtag, type Worker, type WorkerPhoto, type WorkerRecord } from '../../domain/workers/worker.ts';
import type { WorkerStore } from '../../domain/workers/workerStore.ts';
import type { SqliteDatabase } from './database.ts';

interface WorkerRow {
  id: string;
  name: string;
  phones: string;
  email: string;
  birthday: string | null;
  has_photo: number;
}

export class SqliteWorkerStore implements WorkerStore {
  private readonly statements;

  constructor(private readonly db: SqliteDatabase) {
    this.statements = {
      list: db.prepare<[], WorkerRow>(
        `SELECT id, name, phones, email, birthday, photo IS NOT NULL AS has_photo FROM workers ORDER BY name COLLATE NOCASE, id`,
      ),
      photo: db.prepare<[string], { photo: Buffer | null; photo_etag: string | null }>(
        `SELECT photo, photo_etag FROM workers WHERE id = ?`,
      ),
      count: db.prepare<[], { count: number }>(`SELECT COUNT(*) AS count FROM workers`),
      upsert: db.prepare(
        `INSERT INTO workers (id, name, phones, email, birthday, photo, photo_etag)
         VALUES (@id, @name, @phones, @email, @birthday, @photo, @etag)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, phones = excluded.phones, email = excluded.email,
           birthday = excluded.birthday, photo = excluded.photo, photo_etag = excluded.photo_etag`,
      ),
    };
  }

  async list(): Promise<Worker[]> {
    return this.statements.list.all().map((row) => ({
      id: row.id,
      name: row.name,
      phones: JSON.parse(row.phones) as string[],
      email: row.email,
      birthday: row.birthday,
      hasPhoto: row.has_photo === 1,
    }));
  }

  async photo(id: string): Promise<WorkerPhoto | null> {
    const row = this.statements.photo.get(id);
    if (!row?.photo || !row.photo_etag) return null;
    return { jpeg: row.photo, etag: row.photo_etag };
  }

  count(): number {
    return this.statements.count.get()!.count;
  }

  /** Writes workers (insert or replace by id) in one transaction: used by the demo seed and the import command. */
  put(workers: readonly WorkerRecord[]): void {
    this.db.transaction(() => {
      for (const worker of workers) {
        this.statements.upsert.run({
          id: worker.id,
          name: worker.name,
          phones: JSON.stringify(worker.phones),
          email: worker.email,
          birthday: worker.birthday,
          photo: worker.photo,
          etag: worker.photo ? photoEtag(worker.photo) : null,
        });
      }
    })();
  }
}
