// Whether every customer document carries the stored keys (customerDocument.ts), so indexed queries find them all.
import type { CollectionReference, Firestore } from 'firebase-admin/firestore';
import { log } from '../../../log.ts';
import type { FirestoreMeter } from '../firestoreMeter.ts';
import { keysMarkerPath, storedKeysVersion } from './customerDocument.ts';

export class KeysMarker {
  /** Whether every customer document carries the stored keys, asked once (null: not asked yet, or asking failed) */
  private keysReady: Promise<boolean> | null = null;

  constructor(
    private readonly db: Firestore,
    private readonly collection: CollectionReference,
    private readonly meter: FirestoreMeter,
  ) {}

  /**
   * Whether every customer document carries the stored keys, so indexed queries find them all: asked once, of a marker
   * npm run backfill-keys writes (an empty collection gets it at once). Until then lists, pages, duplicate checks and
   * resumes read the whole collection, as they must to see the original app's documents.
   */
  indexed(): Promise<boolean> {
    this.keysReady ??= (async () => {
      const started = Date.now();
      const marker = this.db.doc(keysMarkerPath);
      const [doc, any] = await Promise.all([marker.get(), this.collection.limit(1).get()]);
      this.meter.record('keysMarker', 2, 0, started);
      if (doc.exists && doc.get('version') === storedKeysVersion) return true;
      if (any.empty) {
        await marker.set({ version: storedKeysVersion, at: Date.now() });
        return true;
      }
      log.warn(
        'customer documents without stored keys: run `npm run backfill-keys`; until then lists, pages and duplicate checks read every customer',
      );
      return false;
    })().catch((error: unknown) => {
      this.keysReady = null;
      throw error;
    });
    return this.keysReady;
  }
}
