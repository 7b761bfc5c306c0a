// npm run import-workers -- <file.json>
// Imports workers into the embedded store from JSON of the Firestore shape (docs/stores.md#firestore):
// an array of documents (each may carry its `id`), or an object of documents keyed by id,
// optionally under a top-level "workers" key. Existing workers with the same id are replaced.
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { readConfig } from '../config.ts';
import { newAutoId } from '../domain/autoId.ts';
import { workerFromDocument } from '../domain/workers/workerDocument.ts';
import type { WorkerRecord } from '../domain/workers/worker.ts';
import { openDatabase } from '../stores/sqlite/database.ts';
import { SqliteWorkerStore } from '../stores/sqlite/sqliteWorkerStore.ts';

type Document = Record<string, unknown>;

function isDocument(value: unknown): value is Document {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function workersFromJson(json: unknown): WorkerRecord[] {
  const source = isDocument(json) && 'workers' in json ? json.workers : json;
  const entries: Array<[string, unknown]> = Array.isArray(source)
    ? source.map((doc) => [
        isDocument(doc) && typeof doc.id === 'string' && doc.id ? doc.id : newAutoId(randomBytes),
        doc,
      ])
    : isDocument(source)
      ? Object.entries(source)
      : [];
  if (!entries.length) throw new Error('Expected an array of worker documents or an object of them keyed by id.');
  return entries.map(([id, doc], index) => {
    if (!isDocument(doc)) throw new Error(`Worker ${index + 1} (${id}) is not an object.`);
    return workerFromDocument(id, doc);
  });
}

function main(): void {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run import-workers -- <workers.json>');
    process.exit(2);
  }
  const config = readConfig();
  const workers = workersFromJson(JSON.parse(fs.readFileSync(file, 'utf8')));
  const db = openDatabase(config.dataDir);
  try {
    new SqliteWorkerStore(db).put(workers);
  } finally {
    db.close();
  }
  const withPhotos = workers.filter((worker) => worker.photo).length;
  console.log(`Imported ${workers.length} workers (${withPhotos} with photos) into ${config.dataDir}.`);
}

if (process.argv[1]?.endsWith('importWorkers.ts')) {
  try {
    main();
  } catch (error) {
    console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
