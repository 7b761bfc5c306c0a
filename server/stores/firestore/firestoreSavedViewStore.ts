// Saved views in Firestore: one document each in 'savedViews', found by its owner or by being shared (single-field
// indexes, which Firestore keeps by itself).
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { SavedView } from '../../domain/views/savedView.ts';
import type { SavedViewStore } from '../../domain/views/savedViewStore.ts';

const toView = (id: string, data: DocumentData): SavedView => ({
  id,
  name: String(data.name ?? ''),
  shared: data.shared === true,
  owner: { uid: String(data.ownerUid ?? ''), email: String(data.ownerEmail ?? '') },
  filter: data.filter ?? 'ACTIVE',
  search: data.search ?? null,
  // Views saved before tag filters were kept have none.
  tagIds: Array.isArray(data.tagIds) ? data.tagIds.filter((id: unknown) => typeof id === 'string') : [],
  customerOwner: typeof data.customerOwner === 'string' ? data.customerOwner : null,
  // Views saved before company filters were kept have none.
  companyId: typeof data.companyId === 'string' ? data.companyId : null,
  // Views saved before field filters were kept have none.
  fieldFilters: Array.isArray(data.fieldFilters) ? data.fieldFilters : [],
  orderBy: Array.isArray(data.orderBy) ? data.orderBy : [],
  columns: Array.isArray(data.columns) ? data.columns : [],
  createdAt: Number(data.createdAt) || 0,
  updatedAt: Number(data.updatedAt) || 0,
});

export class FirestoreSavedViewStore implements SavedViewStore {
  constructor(private readonly db: Firestore) {}

  private get views() {
    return this.db.collection('savedViews');
  }

  async visibleTo(uid: string): Promise<SavedView[]> {
    const [own, shared] = await Promise.all([
      this.views.where('ownerUid', '==', uid).get(),
      this.views.where('shared', '==', true).get(),
    ]);
    const byId = new Map<string, SavedView>();
    for (const doc of [...own.docs, ...shared.docs]) byId.set(doc.id, toView(doc.id, doc.data()));
    return [...byId.values()];
  }

  async get(id: string): Promise<SavedView | null> {
    const doc = await this.views.doc(id).get();
    return doc.exists ? toView(doc.id, doc.data()!) : null;
  }

  async countOwnedBy(uid: string): Promise<number> {
    const counted = await this.views.where('ownerUid', '==', uid).count().get();
    return counted.data().count;
  }

  async put(view: SavedView): Promise<SavedView> {
    await this.views.doc(view.id).set({
      name: view.name,
      shared: view.shared,
      ownerUid: view.owner.uid,
      ownerEmail: view.owner.email,
      filter: view.filter,
      search: view.search,
      tagIds: view.tagIds,
      customerOwner: view.customerOwner,
      companyId: view.companyId,
      fieldFilters: view.fieldFilters.map(({ key, value, min, max }) => ({
        key,
        value: value ?? null,
        min: min ?? null,
        max: max ?? null,
      })),
      orderBy: view.orderBy.map(({ field, direction, fieldKey }) => ({
        field,
        direction,
        ...(field === 'CUSTOM' && { fieldKey: fieldKey ?? null }),
      })),
      columns: view.columns,
      createdAt: view.createdAt,
      updatedAt: view.updatedAt,
    });
    return view;
  }

  async remove(id: string): Promise<boolean> {
    const ref = this.views.doc(id);
    // One transaction, so two deletes of one view answer true once.
    return this.db.runTransaction(async (transaction) => {
      const doc = await transaction.get(ref);
      if (!doc.exists) return false;
      transaction.delete(ref);
      return true;
    });
  }
}
