// Whether every customer document carries the stored keys (customerDocument.ts), so indexed queries find them all.
import type { CollectionReference, Firestore } from 'firebase-admin/firestore';
import { log } from '../../../log.ts';
import type { FirestoreMeter } from '../firestoreMeter.ts';
import { columnKeysVersion, keysMarkerPath, storedKeysVersion } from './customerDocument.ts';

export class KeysMarker {
  /** The version of the keys every customer document carries (0: none), asked once (null: not yet, or it failed) */
  private keysVersion: Promise<number> | null = null;

  constructor(
    private readonly db: Firestore,
    private readonly collection: CollectionReference,
    private readonly meter: FirestoreMeter,
  ) {}

  /**
   * Whether every customer document carries the stored keys of version `since` or later, so indexed queries find them
   * all: asked once, of a marker npm run backfill-keys writes (an empty collection gets it at once). Until then lists,
   * pages and duplicate checks read the whole collection, as they must to see the original app's documents. The
   * columns' keys are those of columnKeysVersion: a collection keyed at it reads by them while the custom field
   * values' keys (a custom field's order, version 4) wait for the back-fill.
   */
  async indexed(since: number = columnKeysVersion): Promise<boolean> {
    return (await this.version()) >= since;
  }

  private version(): Promise<number> {
    this.keysVersion ??= (async () => {
      const started = Date.now();
      const marker = this.db.doc(keysMarkerPath);
      const [doc, any] = await Promise.all([marker.get(), this.collection.limit(1).get()]);
      this.meter.record('keysMarker', 2, 0, started);
      const version = doc.get('version') as unknown;
      const keyed = doc.exists && typeof version === 'number' ? version : 0;
      if (keyed === storedKeysVersion) return keyed;
      if (any.empty) {
        await marker.set({ version: storedKeysVersion, at: Date.now() });
        return storedKeysVersion;
      }
      log.warn(
        keyed >= columnKeysVersion
          ? 'customer documents without the keys of custom field values: run `npm run backfill-keys`; until then a sort by a custom field reads every customer'
          : 'customer documents without stored keys: run `npm run backfill-keys`; until then lists, pages and duplicate checks read every customer',
      );
      return keyed;
    })().catch((error: unknown) => {
      this.keysVersion = null;
      throw error;
    });
    return this.keysVersion;
  }
}
