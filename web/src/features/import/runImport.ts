// Sends the rows the preview left to importCustomers in batches (at most limits.importRowsMax rows and 700 KB of UTF-8
// each, under the server's 1 MB body limit), all under the first batch's importId, and adds up what happened. The
// server is a port (ImportRun.send), so the batching runs without a browser or a server. `limits` comes in as a value,
// not only a type as elsewhere on the web: the import's chunk holds validation.ts already (importRows.ts checks rows).
import { limits } from '../../../../server/domain/fieldRules.ts';
import type {
  CustomerDuplicateMatch,
  DuplicateAction,
  ImportCustomersMutation,
  ImportDuplicatesQuery,
} from '../../gql/graphql.ts';
import { rowInput, type CheckedRow, type ImportInput } from './importRows.ts';

/** A row of the file as the preview holds it. */
export interface PreviewRow extends CheckedRow {
  /** Its index among the file's data rows */
  index: number;
  /** Left out by the user */
  skip: boolean;
  /** An existing customer with its email or phone, as the server found it; status false for a removed one */
  existing:
    (ImportDuplicatesQuery['customerDuplicates'][number]['customer'] & { match: CustomerDuplicateMatch }) | null;
  /** What to do if it is a duplicate; null takes the default for all */
  choice: DuplicateAction | null;
}

/** The checked rows of a file as the preview starts them: none left out, no duplicate known yet, no choice made. */
export const previewRows = (rows: readonly CheckedRow[]): PreviewRow[] =>
  rows.map((row, index) => ({ ...row, index, skip: false, existing: null, choice: null }));

/** What the server answers for one batch */
export type BatchAnswer = ImportCustomersMutation['importCustomers'];

export interface ImportSummary {
  importId: string | null;
  created: number;
  updated: number;
  /** Of updated: removed customers made active again */
  restored: number;
  /** Of updated: removed customers updated and left removed */
  stillRemoved: number;
  /** Duplicates skipped */
  skipped: number;
  /** Of skipped: rows matching a customer an earlier row of the import created or changed */
  duplicatesInFile: number;
  /** Rows the user left out of the import */
  leftOut: number;
  /**
   * Rows not imported for failing a rule, by spreadsheet row number (the header is row 1), each field with its message
   */
  failed: Array<{ row: number; fields: Array<{ field: string; message: string }> }>;
  cancelled: boolean;
}

export const batchRowsMax = limits.importRowsMax;
/** UTF-8 bytes of a batch's rows: well under the server's 1 MB body limit with the rest of the request */
const batchBytesMax = 700_000;
const utf8 = new TextEncoder();

/** The spreadsheet's row number for a data row (its header is row 1). */
export const sheetRow = (index: number) => index + 2;

export const isDuplicate = (row: PreviewRow) => row.existing !== null || row.repeatOf !== null;

/**
 * The duplicates within the file, by row index, each with the earlier row it repeats: a row matching the customer an
 * earlier row already changes (UPDATE, or RESTORE of a deleted one), or repeating an earlier row's email or phone.
 * An import changes a customer by one row only and skips the others (docs/product.md); CREATE adds a row anyway.
 */
export function duplicatesWithinFile(rows: readonly PreviewRow[], defaultChoice: DuplicateAction): Map<number, number> {
  const changedBy = new Map<string, number>();
  const within = new Map<number, number>();
  for (const row of rows) {
    const choice = row.choice ?? defaultChoice;
    if (row.skip || row.errors || choice === 'CREATE') continue;
    if (row.existing) {
      const first = changedBy.get(row.existing.id);
      if (first !== undefined) within.set(row.index, first);
      else if (choice === 'UPDATE' || (choice === 'RESTORE' && !row.existing.status))
        changedBy.set(row.existing.id, row.index);
    } else if (row.repeatOf !== null) within.set(row.index, row.repeatOf);
  }
  return within;
}

/**
 * Whether the server will skip a duplicate: SKIP chosen, a duplicate within the file, or RESTORE of an active customer.
 */
export function skipsDuplicate(
  row: PreviewRow,
  defaultChoice: DuplicateAction,
  within: ReadonlyMap<number, number>,
): boolean {
  const choice = row.choice ?? defaultChoice;
  return choice === 'SKIP' || within.has(row.index) || (choice === 'RESTORE' && row.existing?.status === true);
}

/** A summary before anything is sent: no import yet, every count 0. */
export function emptyImportSummary(): ImportSummary {
  return {
    importId: null,
    created: 0,
    updated: 0,
    restored: 0,
    stillRemoved: 0,
    skipped: 0,
    duplicatesInFile: 0,
    leftOut: 0,
    failed: [],
    cancelled: false,
  };
}

/**
 * Which rows go with which onDuplicate: rows that are no known duplicate (and rows failing a rule, which the server
 * answers with its messages) with the default for all, then each duplicate with its own choice. The server then
 * counts every skip and failure, as the imports list shows them. Only rows the user left out are not sent.
 */
export function importGroups(rows: readonly PreviewRow[], defaultChoice: DuplicateAction) {
  const groups: Record<DuplicateAction, PreviewRow[]> = { SKIP: [], UPDATE: [], RESTORE: [], CREATE: [] };
  const summary = emptyImportSummary();
  for (const row of rows) {
    if (row.skip) summary.leftOut++;
    else groups[!row.errors && isDuplicate(row) ? (row.choice ?? defaultChoice) : defaultChoice].push(row);
  }
  const order = [
    defaultChoice,
    ...(['SKIP', 'CREATE', 'UPDATE', 'RESTORE'] as const).filter((choice) => choice !== defaultChoice),
  ];
  return {
    sends: order.map((onDuplicate) => ({ onDuplicate, rows: groups[onDuplicate] })).filter((send) => send.rows.length),
    summary,
  };
}

function* batchesOf(rows: readonly PreviewRow[]): Generator<PreviewRow[]> {
  let batch: PreviewRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    // Bytes, not characters: a Hebrew or Greek letter is two bytes on the wire, many scripts three.
    const size = utf8.encode(JSON.stringify(row.values)).length;
    if (batch.length === batchRowsMax || (batch.length && bytes + size > batchBytesMax)) {
      yield batch;
      batch = [];
      bytes = 0;
    }
    batch.push(row);
    bytes += size;
  }
  if (batch.length) yield batch;
}

export interface ImportRun {
  send(rows: ImportInput[], onDuplicate: DuplicateAction, importId: string | null): Promise<BatchAnswer>;
  onProgress(done: number, total: number): void;
  cancelled(): boolean;
}

/** Runs the import batch after batch; a cancel stops it between batches (what was sent stays, and can be undone). */
export async function runImport(
  rows: readonly PreviewRow[],
  defaultChoice: DuplicateAction,
  run: ImportRun,
): Promise<ImportSummary> {
  const { sends, summary } = importGroups(rows, defaultChoice);
  const total = sends.reduce((sum, send) => sum + send.rows.length, 0);
  let done = 0;
  run.onProgress(0, total);
  for (const { onDuplicate, rows: group } of sends) {
    for (const batch of batchesOf(group)) {
      if (run.cancelled()) return { ...summary, cancelled: true };
      const answer = await run.send(
        batch.map((row) => rowInput(row.values)),
        onDuplicate,
        summary.importId,
      );
      summary.importId = answer.importId;
      summary.created += answer.created;
      summary.updated += answer.updated;
      summary.skipped += answer.skipped;
      summary.duplicatesInFile += answer.duplicatesInFile;
      summary.restored += answer.restored;
      summary.stillRemoved += answer.stillRemoved;
      for (const { row, fields } of answer.failed) summary.failed.push({ row: sheetRow(batch[row]!.index), fields });
      done += batch.length;
      run.onProgress(done, total);
    }
  }
  summary.failed.sort((a, b) => a.row - b.row);
  return summary;
}
