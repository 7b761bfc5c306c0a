// The port custom field adapters implement (a SQLite table, a Firestore collection). The values are the customer
// store's (Customer.fields).
import type { CustomField } from './customField.ts';

export interface CustomFieldStore {
  /** Every field, archived ones too, in no particular order. */
  list(): Promise<CustomField[]>;
  get(id: string): Promise<CustomField | null>;
  /**
   * Adds the field in one transaction, its key the first of uniqueKey(field.key, every key taken) free, unless an active
   * field has the same label (customField.ts's labelKey) or the team has `max` fields already: 'sameLabel' or 'tooMany'
   * then, nothing written.
   */
  create(field: CustomField, max: number): Promise<CustomField | 'sameLabel' | 'tooMany'>;
  /**
   * Writes a field's label, options, required and archived (never its key, type or id); 'sameLabel' when another active
   * field has the label, null when there is no such field.
   */
  update(field: CustomField): Promise<CustomField | 'sameLabel' | null>;
}
