// The team's custom fields in Firestore: one document each in 'customFields'. A create or update reads the whole
// collection in its transaction (at most limits.customFieldsMax documents) to keep keys and active labels unique and
// the count bound.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { isCustomFieldType, labelKey, uniqueKey, type CustomField } from '../../domain/customFields/customField.ts';
import type { CustomFieldStore } from '../../domain/customFields/customFieldStore.ts';

const toField = (id: string, data: DocumentData): CustomField => ({
  id,
  key: String(data.key ?? id),
  label: String(data.label ?? ''),
  type: typeof data.type === 'string' && isCustomFieldType(data.type) ? data.type : 'TEXT',
  options: Array.isArray(data.options) ? data.options.filter((option) => typeof option === 'string') : [],
  required: data.required === true,
  archived: data.archived === true,
  createdAt: Number(data.createdAt) || 0,
});

const fieldDocument = ({ id: _id, ...field }: CustomField) => ({ ...field, labelKey: labelKey(field.label) });

export class FirestoreCustomFieldStore implements CustomFieldStore {
  constructor(private readonly db: Firestore) {}

  private get fields() {
    return this.db.collection('customFields');
  }

  async list(): Promise<CustomField[]> {
    return (await this.fields.get()).docs.map((doc) => toField(doc.id, doc.data()));
  }

  async get(id: string): Promise<CustomField | null> {
    const doc = await this.fields.doc(id).get();
    return doc.exists ? toField(doc.id, doc.data()!) : null;
  }

  create(field: CustomField, max: number): Promise<CustomField | 'sameLabel' | 'tooMany'> {
    return this.db.runTransaction(async (transaction) => {
      const all = (await transaction.get(this.fields)).docs.map((doc) => toField(doc.id, doc.data()));
      const key = labelKey(field.label);
      if (all.some((other) => !other.archived && labelKey(other.label) === key)) return 'sameLabel';
      if (all.length >= max) return 'tooMany';
      const created = { ...field, key: uniqueKey(field.key, new Set(all.map((other) => other.key))) };
      transaction.set(this.fields.doc(created.id), fieldDocument(created));
      return created;
    });
  }

  update(field: CustomField): Promise<CustomField | 'sameLabel' | null> {
    return this.db.runTransaction(async (transaction) => {
      const all = (await transaction.get(this.fields)).docs.map((doc) => toField(doc.id, doc.data()));
      const current = all.find((other) => other.id === field.id);
      if (!current) return null;
      const key = labelKey(field.label);
      const taken = all.some((other) => other.id !== field.id && !other.archived && labelKey(other.label) === key);
      if (!field.archived && taken) return 'sameLabel';
      // The key, type and creation stay as made.
      const kept = { ...field, key: current.key, type: current.type, createdAt: current.createdAt };
      transaction.set(this.fields.doc(field.id), fieldDocument(kept));
      return kept;
    });
  }
}
