// The team's custom fields in the embedded store: one row each, the key unique (domain/customFields/customField.ts).
import { labelKey, uniqueKey, type CustomField, type CustomFieldType } from '../../domain/customFields/customField.ts';
import type { CustomFieldStore } from '../../domain/customFields/customFieldStore.ts';
import type { SqliteDatabase } from './database.ts';

interface CustomFieldRow {
  id: string;
  key: string;
  label: string;
  type: CustomFieldType;
  options: string;
  required: number;
  archived: number;
  created_at: number;
}

const toField = (row: CustomFieldRow): CustomField => ({
  id: row.id,
  key: row.key,
  label: row.label,
  type: row.type,
  options: JSON.parse(row.options) as string[],
  required: row.required === 1,
  archived: row.archived === 1,
  createdAt: row.created_at,
});

const bound = (field: CustomField) => ({
  id: field.id,
  key: field.key,
  label: field.label,
  labelKey: labelKey(field.label),
  type: field.type,
  options: JSON.stringify(field.options),
  required: field.required ? 1 : 0,
  archived: field.archived ? 1 : 0,
  createdAt: field.createdAt,
});

const selected = 'SELECT id, key, label, type, options, required, archived, created_at FROM custom_fields';

export class SqliteCustomFieldStore implements CustomFieldStore {
  private readonly statements;

  constructor(private readonly db: SqliteDatabase) {
    this.statements = {
      list: db.prepare<[], CustomFieldRow>(selected),
      get: db.prepare<[string], CustomFieldRow>(`${selected} WHERE id = ?`),
      // Archived fields leave their label free for a new one.
      labelled: db.prepare<[string], { id: string }>(
        'SELECT id FROM custom_fields WHERE label_key = ? AND archived = 0',
      ),
      keys: db.prepare<[], { key: string }>('SELECT key FROM custom_fields'),
      insert: db.prepare(
        `INSERT INTO custom_fields (id, key, label, label_key, type, options, required, archived, created_at)
         VALUES (@id, @key, @label, @labelKey, @type, @options, @required, @archived, @createdAt)`,
      ),
      update: db.prepare(
        `UPDATE custom_fields SET label = @label, label_key = @labelKey, options = @options, required = @required,
           archived = @archived WHERE id = @id`,
      ),
    };
  }

  async list(): Promise<CustomField[]> {
    return this.statements.list.all().map(toField);
  }

  async get(id: string): Promise<CustomField | null> {
    const row = this.statements.get.get(id);
    return row ? toField(row) : null;
  }

  async create(field: CustomField, max: number): Promise<CustomField | 'sameLabel' | 'tooMany'> {
    const { statements } = this;
    return this.db
      .transaction((): CustomField | 'sameLabel' | 'tooMany' => {
        if (statements.labelled.get(labelKey(field.label))) return 'sameLabel';
        const keys = statements.keys.all().map(({ key }) => key);
        if (keys.length >= max) return 'tooMany';
        const created = { ...field, key: uniqueKey(field.key, new Set(keys)) };
        statements.insert.run(bound(created));
        return created;
      })
      .immediate();
  }

  async update(field: CustomField): Promise<CustomField | 'sameLabel' | null> {
    const { statements } = this;
    return this.db
      .transaction((): CustomField | 'sameLabel' | null => {
        const current = statements.get.get(field.id);
        if (!current) return null;
        const labelled = field.archived ? undefined : statements.labelled.get(labelKey(field.label));
        if (labelled && labelled.id !== field.id) return 'sameLabel';
        // The key, type and creation stay as made.
        const kept = { ...field, key: current.key, type: current.type, createdAt: current.created_at };
        statements.update.run(bound(kept));
        return kept;
      })
      .immediate();
  }
}
