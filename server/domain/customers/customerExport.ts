// A file of customers: the columns, and cells a spreadsheet cannot run as formulas, read back as they were.
import type { Customer, CustomerFilter } from './customer.ts';
import { customerSortFieldNames, type CustomerOrder, type CustomerSortField } from '../ordering.ts';

export const exportColumns = ['id', 'fname', 'lname', 'email', 'phone', 'address', 'notes', 'status'] as const;

export const exportFilters: readonly CustomerFilter[] = ['ACTIVE', 'REMOVED', 'ALL'];

/**
 * An export's `orderBy` as a link writes it, FIELD:DIR (`EMAIL:DESC`; the direction may be left out for ascending),
 * or null when it is not one.
 */
export function parseExportOrder(text: string): CustomerOrder | null {
  const match = /^([A-Za-z]+)(?::(asc|desc))?$/i.exec(text.trim());
  if (!match) return null;
  const field = match[1]!.toUpperCase() as CustomerSortField;
  if (!customerSortFieldNames.includes(field)) return null;
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

/** A customer's cells, in exportColumns' order, as text. */
export function exportCells(customer: Customer): string[] {
  return exportColumns.map((column) => String(customer[column] ?? ''));
}

/**
 * One CSV record (RFC 4180): every cell quoted, its quotes doubled, so no separator a spreadsheet may use (`,` or
 * `;`) splits it, and guarded as guardFormula says.
 */
export function csvRecord(cells: readonly string[]): string {
  return `${cells.map((cell) => `"${guardFormula(cell).replaceAll('"', '""')}"`).join(',')}\r\n`;
}
