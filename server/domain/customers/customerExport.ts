// A file of customers (DESIGN §3, "Export"): the columns, and cells a spreadsheet cannot run as formulas.
import type { Customer, CustomerFilter } from './customer.ts';

export const exportColumns = ['id', 'fname', 'lname', 'email', 'phone', 'address', 'notes', 'status'] as const;

export const exportFilters: readonly CustomerFilter[] = ['ACTIVE', 'REMOVED', 'ALL'];

/**
 * A cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return is one a spreadsheet may run as a formula
 * (CSV injection); a leading apostrophe makes it text (OWASP's advice). A phone such as `+1 555…` gets one too.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A customer's cells, in exportColumns' order, as text. */
export function exportCells(customer: Customer): string[] {
  return exportColumns.map((column) => neutralizeFormula(String(customer[column] ?? '')));
}

/** One CSV record (RFC 4180): a cell holding a comma, a quote or a line break is quoted, its quotes doubled. */
export function csvRecord(cells: readonly string[]): string {
  return `${cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',')}\r\n`;
}
