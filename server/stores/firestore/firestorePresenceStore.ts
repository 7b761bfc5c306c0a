// Presence across server processes (docs/collaboration.md): one document per open page in 'presence', refreshed by its
// server's heartbeat and deleted when the page's subscription ends; every server listens to the collection (it holds
// one document per open page, not per customer). A document whose server died expires, and is deleted by whoever sees
// it.
import type { CollectionReference, Firestore } from 'firebase-admin/firestore';
import type { PresenceEntry, PresenceStore } from '../../domain/presence/presence.ts';
import type { Unsubscribe } from '../../domain/customers/customerStore.ts';
import { log } from '../../log.ts';

/** How long past its expiry a document is left before a server deletes it (clocks of servers differ a little) */
const sweepAfterMs = 60_000;

export class FirestorePresenceStore implements PresenceStore {
  private readonly collection: CollectionReference;

  constructor(db: Firestore) {
    this.collection = db.collection('presence');
  }

  async put({ key, customerId, user, editing, expiresAt }: PresenceEntry): Promise<void> {
    await this.collection.doc(key).set({ customerId, uid: user.uid, email: user.email, editing, expiresAt });
  }

  async delete(key: string): Promise<void> {
    await this.collection.doc(key).delete();
  }

  watch(listener: (entries: PresenceEntry[]) => void): Unsubscribe {
    return this.collection.onSnapshot(
      (snapshot) => {
        const now = Date.now();
        const entries = snapshot.docs.map((doc): PresenceEntry => {
          const data = doc.data();
          return {
            key: doc.id,
            customerId: String(data.customerId),
            user: { uid: String(data.uid), email: String(data.email) },
            editing: data.editing === true,
            expiresAt: Number(data.expiresAt) || 0,
          };
        });
        for (const entry of entries)
          if (entry.expiresAt + sweepAfterMs < now) void this.delete(entry.key).catch(() => undefined);
        listener(entries);
      },
      (error) => log.warn(`presence listener failed: ${error.message}`),
    );
  }
}
