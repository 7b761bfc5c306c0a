// A file of customers: the columns, and cells a spreadsheet cannot run as formulas, read back as they were.
import type { Customer, CustomerFilter } from './customer.ts';
import { tagCellText } from '../tags/tagCell.ts';
import type { CustomFieldFilterInput } from '../customFields/fieldFilters.ts';
import { contactListText, customerEmails, customerPhones } from '../contactPoints/contactPoints.ts';
import {
  customerSortFieldNames,
  customFieldPrefix,
  type CustomerListOrder,
  type CustomerListSortField,
} from '../ordering.ts';

/**
 * owner: the owner's email (an import maps it back to the member); tags: their names, joined by '; ' (tags/tagCell.ts
 * quotes a name holding ';'); company: the company's name (an import finds or creates it by name); phones and emails:
 * every one, the first being phone and email, each `label: value`, joined by '; ' (contactPoints.ts reads them back).
 */
export const exportColumns = [
  'id',
  'fname',
  'lname',
  'email',
  'phone',
  'address',
  'notes',
  'status',
  'owner',
  'tags',
  'company',
  'phones',
  'emails',
] as const;

/** The prefix of a custom field's column: `field:<key>` (CustomField.key), one per active field after the others. */
export const customFieldColumnPrefix = customFieldPrefix;

/** An export's header: exportColumns, then a column per active custom field (by key, in the fields' order). */
export const exportHeader = (fieldKeys: readonly string[] = []): string[] => [
  ...exportColumns,
  ...fieldKeys.map((key) => customFieldColumnPrefix + key),
];

/** What an export's orderBy may name: every stored column, OWNER and COMPANY. */
export const exportSortFieldNames: readonly CustomerListSortField[] = [...customerSortFieldNames, 'OWNER', 'COMPANY'];

export const exportFilters: readonly CustomerFilter[] = ['ACTIVE', 'REMOVED', 'ALL'];

/**
 * An export's `orderBy` as a link writes it, FIELD:DIR (`EMAIL:DESC`; the direction may be left out for ascending),
 * or `field:<key>:DIR` for a custom field's values; null when it is not one.
 */
export function parseExportOrder(text: string): CustomerListOrder | null {
  const custom = /^field:([a-z][a-z0-9_]*)(?::(asc|desc))?$/i.exec(text.trim());
  if (custom) {
    const direction = custom[2]?.toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
    return { field: 'CUSTOM', fieldKey: custom[1]!, direction };
  }
  const match = /^([A-Za-z]+)(?::(asc|desc))?$/i.exec(text.trim());
  if (!match) return null;
  const field = match[1]!.toUpperCase() as CustomerListSortField;
  if (!exportSortFieldNames.includes(field)) return null;
  return { field, direction: match[2]?.toUpperCase() === 'DESC' ? 'DESC' : 'ASC' };
}

/** A phone number: a plus, then digits and the marks people write between them; no spreadsheet runs it. */
const phoneShaped = /^\+(?=.*\d)[\d ()./-]+$/;
/**
 * What a spreadsheet may run as a formula: `=`, `+`, `-`, `@`,
 * a tab or a carriage return first, behind any apostrophes.
 */
const formulaStart = /^'*[=+\-@\t\r]/;

/**
 * A CSV cell's text: OWASP's leading apostrophe where a spreadsheet would otherwise run it as a formula, a phone
 * number aside. A value already starting with apostrophes gets one more, so unguardFormula gives it back whole.
 */
export function guardFormula(value: string): string {
  return formulaStart.test(value) && !phoneShaped.test(value) ? `'${value}` : value;
}

/**
 * The text guardFormula was given: the apostrophe it adds comes off, any other stays. Files exported before phone
 * numbers went unguarded (`'+44 20…`) read back without it too.
 */
export function unguardFormula(cell: string): string {
  return cell.startsWith("'") && formulaStart.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/**
 * A customer's cells, in exportHeader's order, as text; the owner's email from `emails` (by uid), its tags' names from
 * `tagNames` (by id; a tag deleted meanwhile is left out), in name order; its company's name from `companyNames`; then
 * its value of each of `fieldKeys`.
 */
export function exportCells(
  customer: Customer,
  emails: ReadonlyMap<string, string> = new Map(),
  tagNames: ReadonlyMap<string, string> = new Map(),
  companyNames: ReadonlyMap<string, string> = new Map(),
  fieldKeys: readonly string[] = [],
): string[] {
  const cells = exportColumns.map((column) => {
    if (column === 'owner') return (customer.ownerUid && emails.get(customer.ownerUid)) || '';
    if (column === 'tags') return tagCell(customer, tagNames);
    if (column === 'company') return (customer.companyId && companyNames.get(customer.companyId)) || '';
    if (column === 'phones') return contactListText(customerPhones(customer));
    if (column === 'emails') return contactListText(customerEmails(customer));
    return String(customer[column] ?? '');
  });
  return [...cells, ...fieldKeys.map((key) => customer.fields?.[key] ?? '')];
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function tagCell(customer: Customer, tagNames: ReadonlyMap<string, string>): string {
  const names = (customer.tagIds ?? []).flatMap((id) => tagNames.get(id) ?? []);
  return tagCellText(names.sort(byName.compare));
}

/**
 * One CSV record (RFC 4180): every cell quoted, its quotes doubled, so no separator a spreadsheet may use (`,` or
 * `;`) splits it, and guarded as guardFormula says.
 */
export function csvRecord(cells: readonly string[]): string {
  return `${cells.map((cell) => `"${guardFormula(cell).replaceAll('"', '""')}"`).join(',')}\r\n`;
}

/**
 * An export's `fieldFilters` as a link writes it: the lists' fieldFilters argument as JSON, an array of
 * `{"key", "value", "min", "max"}` (customFields/fieldFilters.ts); null when it is not one.
 */
export function parseExportFieldFilters(text: string): CustomFieldFilterInput[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const part = (value: unknown) => value === undefined || value === null || typeof value === 'string';
  if (!Array.isArray(parsed)) return null;
  const filters: CustomFieldFilterInput[] = [];
  for (const item of parsed as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const { key, value, min, max } = item as Record<string, unknown>;
    if (typeof key !== 'string' || !part(value) || !part(min) || !part(max)) return null;
    filters.push({ key, value: value as string | null, min: min as string | null, max: max as string | null });
  }
  return filters;
}
