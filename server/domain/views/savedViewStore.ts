// The port saved-view adapters implement (a SQLite table, a Firestore collection).
import type { SavedView } from './savedView.ts';

export interface SavedViewStore {
  /** The views `uid` owns and every shared one, in no particular order. */
  visibleTo(uid: string): Promise<SavedView[]>;
  get(id: string): Promise<SavedView | null>;
  /** How many views `uid` owns. */
  countOwnedBy(uid: string): Promise<number>;
  /** Writes the view whole: adds it, or replaces the one with its id. */
  put(view: SavedView): Promise<SavedView>;
  /** false when there was no such view. */
  remove(id: string): Promise<boolean>;
}
