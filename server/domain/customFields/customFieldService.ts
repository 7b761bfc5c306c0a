// The team's custom fields: admins define, rename and archive them (at most limits.customFieldsMax), everyone reads
// them; customers' saves check their values against them (customFieldValues.ts). Kept in memory for a moment, as
// every customer shown and saved asks for them.
import { randomBytes } from 'node:crypto';
import { newAutoId } from '../autoId.ts';
import { InvalidInputError, NotFoundError } from '../errors.ts';
import { limits } from '../fieldRules.ts';
import {
  checkedDefinition,
  customFieldMessages,
  fieldKeyBase,
  sortFields,
  type CustomField,
  type CustomFieldDefinition,
} from './customField.ts';
import type { CustomFieldStore } from './customFieldStore.ts';
import { HeldRead } from '../heldRead.ts';

/** How long fields read from the store serve (other processes' changes show after at most this) */
const heldForMs = 2_000;

/** What the customers need to know of the team's fields (CustomFieldService provides it). */
export interface CustomFieldDirectory {
  /** Every field, archived ones too, in the order the team added them; fresh: read now. */
  all(fresh?: boolean): Promise<CustomField[]>;
}

/** No fields at all (a service built without them, as some tests build it). */
export const noCustomFields: CustomFieldDirectory = { all: async () => [] };

/** The fields forms, lists and exports show. */
export const activeFields = (fields: readonly CustomField[]) => fields.filter((field) => !field.archived);

export class CustomFieldService implements CustomFieldDirectory {
  private readonly held = new HeldRead(() => this.store.list().then(sortFields), heldForMs);

  constructor(private readonly store: CustomFieldStore) {}

  all(fresh = false): Promise<CustomField[]> {
    return this.held.get(fresh);
  }

  /** As all(), without a promise once the recent read has finished (a list asks once per row). */
  allNow(): readonly CustomField[] | Promise<readonly CustomField[]> {
    return this.held.now();
  }

  /** The fields in the order the team added them; archived ones only when asked for. */
  async list(includeArchived = false): Promise<CustomField[]> {
    const fields = await this.all(true);
    return includeArchived ? fields : activeFields(fields);
  }

  async create(input: CustomFieldDefinition): Promise<CustomField> {
    const checked = checkedDefinition(input);
    if (!checked.ok) throw new InvalidInputError(checked.fields);
    const field: CustomField = {
      id: newAutoId(randomBytes),
      key: fieldKeyBase(checked.value.label),
      ...checked.value,
      archived: false,
      createdAt: Date.now(),
    };
    const created = await this.store.create(field, limits.customFieldsMax);
    this.held.forget();
    if (created === 'sameLabel') throw new InvalidInputError({ label: customFieldMessages.sameLabel });
    if (created === 'tooMany') throw new InvalidInputError({ label: customFieldMessages.tooMany });
    return created;
  }

  /** Renames a field or changes its options or whether it is required; its key and type stay. */
  async update(id: string, input: CustomFieldDefinition): Promise<CustomField> {
    const checked = checkedDefinition(input);
    if (!checked.ok) throw new InvalidInputError(checked.fields);
    const current = await this.store.get(id);
    if (!current) throw new NotFoundError('custom field', id);
    if (checked.value.type !== current.type) throw new InvalidInputError({ type: customFieldMessages.typeChange });
    return this.write({ ...current, ...checked.value });
  }

  /** Hides a field from forms, lists and exports; customers keep their values. */
  async archive(id: string): Promise<CustomField> {
    const current = await this.store.get(id);
    if (!current) throw new NotFoundError('custom field', id);
    return current.archived ? current : this.write({ ...current, archived: true });
  }

  private async write(field: CustomField): Promise<CustomField> {
    const updated = await this.store.update(field);
    this.held.forget();
    if (updated === 'sameLabel') throw new InvalidInputError({ label: customFieldMessages.sameLabel });
    if (!updated) throw new NotFoundError('custom field', field.id);
    return updated;
  }
}
