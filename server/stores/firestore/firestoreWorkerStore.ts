import type { CollectionReference, DocumentSnapshot, Firestore, Timestamp } from 'firebase-admin/firestore';
import { photoEtag, type Worker, type WorkerPhoto, type WorkerRecord } from '../../domain/workers/worker.ts';
import { workerFromDocument } from '../../domain/workers/workerDocument.ts';
import type { WorkerStore } from '../../domain/workers/workerStore.ts';

interface DecodedWorker {
  updateTime: Timestamp | undefined;
  record: WorkerRecord;
  etag: string | null;
}

/**
 * Workers in Firestore's 'workers' collection, in the original app's shape
 * (docs/stores.md#firestore), read whole as docs/product.md#calls says.
 */
export class FirestoreWorkerStore implements WorkerStore {
  private readonly collection: CollectionReference;
  // Decoded documents by id, reused while the document's update time is unchanged: photos are decoded and hashed once.
  private readonly decoded = new Map<string, DecodedWorker>();

  constructor(db: Firestore) {
    this.collection = db.collection('workers');
  }

  async list(): Promise<Worker[]> {
    const snapshot = await this.collection.get();
    const workers = snapshot.docs.map((doc) => {
      const { photo, ...worker } = this.decode(doc).record;
      return { ...worker, hasPhoto: photo !== null };
    });
    const present = new Set(snapshot.docs.map((doc) => doc.id));
    for (const id of this.decoded.keys()) if (!present.has(id)) this.decoded.delete(id);
    return workers;
  }

  async photo(id: string): Promise<WorkerPhoto | null> {
    const doc = await this.collection.doc(id).get();
    if (!doc.exists) {
      this.decoded.delete(id);
      return null;
    }
    const { record, etag } = this.decode(doc);
    return record.photo && etag ? { jpeg: record.photo, etag } : null;
  }

  private decode(doc: DocumentSnapshot): DecodedWorker {
    const cached = this.decoded.get(doc.id);
    if (cached?.updateTime && doc.updateTime && cached.updateTime.isEqual(doc.updateTime)) return cached;
    const record = workerFromDocument(doc.id, doc.data() ?? {});
    const decoded = { updateTime: doc.updateTime, record, etag: record.photo ? photoEtag(record.photo) : null };
    this.decoded.set(doc.id, decoded);
    return decoded;
  }
}
