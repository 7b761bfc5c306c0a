// The team's custom fields: admins define them (a label, a type, options for the choices, required or not) and every
// customer may hold a value for each (customFieldValues.ts). The key is made once from the label and never changes, so a
// rename keeps every value, export column and webhook consumer working. Checked once for the API and the web form.
import { limits, tooLongMessage, type FieldErrors } from '../fieldRules.ts';

export const customFieldTypes = ['TEXT', 'NUMBER', 'DATE', 'SELECT', 'MULTI_SELECT', 'CHECKBOX', 'URL'] as const;
export type CustomFieldType = (typeof customFieldTypes)[number];

export interface CustomField {
  id: string;
  /** Made from the first label (fieldKeyBase), unique in the team, never changed: values are kept under it */
  key: string;
  /** Trimmed, 1 to limits.customFieldLabelMax characters, unique among the active fields case aside */
  label: string;
  type: CustomFieldType;
  /** The choices of a SELECT or MULTI_SELECT field, in the order the form shows them; empty for the other types */
  options: string[];
  required: boolean;
  /** Hidden from forms, lists and exports; customers keep their values */
  archived: boolean;
  createdAt: number;
}

/** What an admin sends to define or change a field. */
export interface CustomFieldDefinition {
  label: string;
  type: string;
  options?: readonly string[] | null;
  required?: boolean | null;
}

export const customFieldMessages = {
  label: 'Please name the field',
  sameLabel: 'A field with this label already exists',
  type: `Choose one of the types: ${customFieldTypes.join(', ')}`,
  typeChange: 'A field keeps its type: archive it and add another',
  options: 'Please give at least one option',
  sameOption: 'Each option must differ from the others',
  tooManyOptions: `A field can offer at most ${limits.customFieldOptionsMax} options`,
  tooMany: `The team can keep at most ${limits.customFieldsMax} custom fields`,
  characters: 'Please remove the invalid characters',
} as const;

// Half of a surrogate pair with no other half: storage in UTF-8 cannot keep it.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isCustomFieldType = (type: string): type is CustomFieldType =>
  (customFieldTypes as readonly string[]).includes(type);

export const hasOptions = (type: CustomFieldType) => type === 'SELECT' || type === 'MULTI_SELECT';

/** Two labels are the same when they differ only in case and accents. */
export const labelKey = (label: string) =>
  label.trim().normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');

/**
 * The names a field's key may not take: the customer's own fields and inputs, so a key in extensions.fields or an
 * export column never reads as one of them.
 */
const reservedKeys = new Set([
  'id',
  'fname',
  'lname',
  'email',
  'phone',
  'address',
  'notes',
  'status',
  'version',
  'owner',
  'tags',
  'fields',
  'company',
  'phones',
  'emails',
]);

/** The key a label suggests: lower-case latin letters, digits and underscores ('Contract value' → contract_value). */
export function fieldKeyBase(label: string): string {
  const base = label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/, '');
  // Labels in other scripts leave nothing latin: 'field' then, numbered.
  return /^[a-z]/.test(base) ? base : base ? `f_${base}` : 'field';
}

/** The first of base, base_2, base_3… no other field has taken (nor the customer's own names). */
export function uniqueKey(base: string, taken: ReadonlySet<string>): string {
  const free = (key: string) => !taken.has(key) && !reservedKeys.has(key);
  if (free(base)) return base;
  for (let n = 2; ; n++) if (free(`${base}_${n}`)) return `${base}_${n}`;
}

/** The definition trimmed (options only for choices, each once), or what is wrong with it per input field. */
export function checkedDefinition(
  input: CustomFieldDefinition,
):
  | { ok: true; value: Pick<CustomField, 'label' | 'type' | 'options' | 'required'> }
  | { ok: false; fields: FieldErrors } {
  const errors: FieldErrors = {};
  const label = (input.label ?? '').trim();
  if (!label) errors.label = customFieldMessages.label;
  else if (label.length > limits.customFieldLabelMax) errors.label = tooLongMessage(limits.customFieldLabelMax);
  else if (loneSurrogate.test(label)) errors.label = customFieldMessages.characters;
  const type = isCustomFieldType(input.type) ? input.type : null;
  if (!type) errors.type = customFieldMessages.type;
  const options = type && hasOptions(type) ? (input.options ?? []).map((option) => option.trim()) : [];
  if (type && hasOptions(type)) {
    if (!options.length || options.some((option) => !option)) errors.options = customFieldMessages.options;
    else if (options.length > limits.customFieldOptionsMax) errors.options = customFieldMessages.tooManyOptions;
    else if (options.some((option) => option.length > limits.customFieldOptionMax))
      errors.options = tooLongMessage(limits.customFieldOptionMax);
    else if (options.some((option) => loneSurrogate.test(option))) errors.options = customFieldMessages.characters;
    else if (new Set(options.map(labelKey)).size !== options.length) errors.options = customFieldMessages.sameOption;
  }
  if (Object.keys(errors).length || !type) return { ok: false, fields: errors };
  return { ok: true, value: { label, type, options, required: input.required ?? false } };
}

/** Fields in the order the team added them, as forms, columns and exports show them. */
export const sortFields = <T extends CustomField>(fields: readonly T[]): T[] =>
  [...fields].sort((a, b) => a.createdAt - b.createdAt || a.key.localeCompare(b.key));
