// The list bench's customers with the team's own fields (BENCH_FIELDS=1): the seeded customers (seedCustomers.ts), each
// with values of 10 custom fields of every usual type and 3 of 12 tags, written straight into SQLite before the server
// starts, as seedCustomers writes the customers.
import { randomBytes } from 'node:crypto';
import { newAutoId } from '../../../server/domain/autoId.ts';
import type { CustomField, CustomFieldType } from '../../../server/domain/customFields/customField.ts';
import { tagSet } from '../../../server/domain/customers/customer.ts';
import { tagColors, type Tag } from '../../../server/domain/tags/tag.ts';
import { limits } from '../../../server/domain/fieldRules.ts';
import { openDatabase } from '../../../server/stores/sqlite/database.ts';
import { SqliteCustomFieldStore } from '../../../server/stores/sqlite/sqliteCustomFieldStore.ts';
import { SqliteTagStore } from '../../../server/stores/sqlite/sqliteTagStore.ts';
import { customerColumnKeys } from '../../../server/domain/views/savedView.ts';
import { seedCustomers, seededCustomer } from '../../support/seedCustomers.ts';

const stages = ['Lead', 'Qualified', 'Proposal', 'Won', 'Lost'];
const channels = ['Email', 'Phone', 'Visit', 'Web'];

// 100,003 is prime and 7,919 is not a multiple of it: i ↦ amount is one to one, and in no order the names have.
const amountOf = (i: number) => (i * 7919 + 4099) % 100_003;

/** The fields, by key: label, type, options, and customer i's value (null: none). */
const fieldSpecs: Array<{
  key: string;
  label: string;
  type: CustomFieldType;
  options?: string[];
  value: (i: number) => string | null;
}> = [
  // One customer in 20 has no amount: they come last either way.
  { key: 'amount', label: 'Amount', type: 'NUMBER', value: (i) => (i % 20 === 7 ? null : `${amountOf(i)}.${i % 100}`) },
  { key: 'score', label: 'Score', type: 'NUMBER', value: (i) => String((i * 37) % 101) },
  { key: 'visits', label: 'Visits', type: 'NUMBER', value: (i) => String(i % 53) },
  { key: 'discount', label: 'Discount', type: 'NUMBER', value: (i) => (i % 3 ? `${(i % 40) / 2}` : null) },
  {
    key: 'story',
    label: 'Story',
    type: 'TEXT',
    value: (i) => `Met at the fair of ${2000 + (i % 25)}, booth ${i % 300}`,
  },
  { key: 'referrer', label: 'Referrer', type: 'TEXT', value: (i) => (i % 4 ? `Partner ${i % 211}` : null) },
  {
    key: 'signed_on',
    label: 'Signed on',
    type: 'DATE',
    value: (i) =>
      `20${String(10 + (i % 16))}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
  },
  { key: 'stage', label: 'Stage', type: 'SELECT', options: stages, value: (i) => stages[i % stages.length]! },
  {
    key: 'channels',
    label: 'Channels',
    type: 'MULTI_SELECT',
    options: channels,
    value: (i) => JSON.stringify(channels.filter((_, index) => (i >> index) & 1)),
  },
  { key: 'newsletter', label: 'Newsletter', type: 'CHECKBOX', value: (i) => String(i % 2 === 0) },
];

/** The number field the bench shows as a column and sorts by. */
export const sortedField = { key: 'amount', label: 'Amount' };

/** The list's address showing the default columns and the sorted field's. */
export const fieldsListPath = `/dashboard/users?columns=${[
  ...customerColumnKeys.filter((key) => key !== 'tags' && key !== 'company'),
  `field:${sortedField.key}`,
].join(',')}`;

export const tagCount = 12;
/** The tags' names, which the tag filter shows as its checkboxes' chips in every language. */
export const tagName = (index: number) => `Segment ${String(index + 1).padStart(2, '0')}`;
/** The indexes of customer i's 3 tags: i, i + 1 and i + 5 apart modulo 12, so pairs of tags share about 1 in 12. */
const tagsOf = (i: number) => [i % tagCount, (i + 1) % tagCount, (i + 5) % tagCount];

/** How many of the first `size` customers carry every tag of `indexes` (none: all of them). */
export function taggedCount(size: number, indexes: readonly number[]): number {
  let count = 0;
  for (let i = 0; i < size; i++) if (indexes.every((index) => tagsOf(i).includes(index))) count += 1;
  return count;
}

/** The customers of seedCustomers with the fields' values and 3 tags each, the fields and tags defined first. */
export async function seedFieldCustomers(dataDir: string, size: number): Promise<void> {
  const db = openDatabase(dataDir);
  const tagIds: string[] = [];
  try {
    const fieldStore = new SqliteCustomFieldStore(db);
    for (const [index, spec] of fieldSpecs.entries()) {
      const field: CustomField = {
        id: newAutoId(randomBytes),
        key: spec.key,
        label: spec.label,
        type: spec.type,
        options: spec.options ?? [],
        required: false,
        archived: false,
        createdAt: Date.now() + index,
      };
      if (typeof (await fieldStore.create(field, limits.customFieldsMax)) === 'string')
        throw new Error(`custom field ${spec.key} not made`);
    }
    const tagStore = new SqliteTagStore(db);
    for (let index = 0; index < tagCount; index++) {
      const tag: Tag = {
        id: newAutoId(randomBytes),
        name: tagName(index),
        color: tagColors[index % tagColors.length]!,
        createdAt: Date.now(),
      };
      if (typeof (await tagStore.create(tag, limits.tagsMax)) === 'string') throw new Error(`tag ${tag.name} not made`);
      tagIds.push(tag.id);
    }
  } finally {
    db.close();
  }
  await seedCustomers(dataDir, size, (i) => {
    const fields: Record<string, string> = {};
    for (const spec of [...fieldSpecs].sort((a, b) => (a.key < b.key ? -1 : 1))) {
      const value = spec.value(i);
      if (value !== null) fields[spec.key] = value;
    }
    return { ...seededCustomer(i), fields, tagIds: tagSet(tagsOf(i).map((index) => tagIds[index]!)) };
  });
}
