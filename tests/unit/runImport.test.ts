// The import's batch loop and duplicate check (web/src/features/import/runImport.ts, findDuplicates.ts) with the
// server as a port that answers here: which rows go with which duplicate action, in batches the server accepts,
// under one import, and which rows the preview shows as duplicates of which customer.
import { describe, expect, it } from '@jest/globals';
import { limits } from '../../server/domain/fieldRules.ts';
import { findDuplicates, type AskDuplicates } from '../../web/src/features/import/findDuplicates.ts';
import type { CheckedRow, ImportInput, ImportRowValues } from '../../web/src/features/import/importRows.ts';
import {
  duplicatesWithinFile,
  emptyImportSummary,
  importGroups,
  previewRows,
  runImport,
  skipsDuplicate,
  type BatchAnswer,
  type PreviewRow,
} from '../../web/src/features/import/runImport.ts';
import type { DuplicateAction } from '../../web/src/gql/graphql.ts';

const values = (index: number, notes = ''): ImportRowValues => ({
  fname: `Dana${index}`,
  lname: 'Cohen',
  email: `dana${index}@example.com`,
  phone: `054-100-${String(index).padStart(4, '0')}`,
  address: '1 Main Street',
  notes,
  ownerEmail: '',
  companyName: '',
  tagNames: '',
  phones: '',
  emails: '',
});
const checked = (count: number, notes = ''): CheckedRow[] =>
  Array.from({ length: count }, (_, index) => ({ values: values(index, notes), errors: null, repeatOf: null }));
const existing = { id: 'c1', fname: 'Dana', lname: 'Cohen', status: true, match: 'EMAIL' as const };

/** A server that creates every row it is sent, and records each batch. */
function fakeServer(answer: (rows: ImportInput[]) => Partial<BatchAnswer> = () => ({})) {
  const sent: Array<{ rows: ImportInput[]; onDuplicate: DuplicateAction; importId: string | null }> = [];
  return {
    sent,
    send: async (rows: ImportInput[], onDuplicate: DuplicateAction, importId: string | null): Promise<BatchAnswer> => {
      sent.push({ rows, onDuplicate, importId });
      return {
        importId: 'import-1',
        created: rows.length,
        updated: 0,
        skipped: 0,
        duplicatesInFile: 0,
        restored: 0,
        stillRemoved: 0,
        failed: [],
        ...answer(rows),
      };
    },
  };
}

describe('which rows go with which duplicate action', () => {
  it('sends rows with no known duplicate, and rows failing a rule, with the default; each duplicate with its own choice; left-out rows not at all', () => {
    const rows: PreviewRow[] = previewRows(checked(6));
    rows[1] = { ...rows[1]!, existing, choice: 'UPDATE' };
    rows[2] = { ...rows[2]!, repeatOf: 0 };
    rows[3] = { ...rows[3]!, errors: { email: 'Please insert valid email' }, existing, choice: 'CREATE' };
    rows[4] = { ...rows[4]!, skip: true };
    const { sends, summary } = importGroups(rows, 'SKIP');
    expect(sends.map(({ onDuplicate, rows: group }) => [onDuplicate, group.map((row) => row.index)])).toEqual([
      ['SKIP', [0, 2, 3, 5]],
      ['UPDATE', [1]],
    ]);
    expect(summary.leftOut).toBe(1);
  });
});

describe('duplicates within the file, as the preview shows them before anything is written', () => {
  const removed = { ...existing, status: false };
  it('marks a row matching the customer an earlier row changes, and a repeat of an earlier row; the import skips them', () => {
    const rows = previewRows(checked(5));
    rows[0] = { ...rows[0]!, existing: removed };
    rows[1] = { ...rows[1]!, existing: removed };
    rows[2] = { ...rows[2]!, repeatOf: 0 };
    rows[3] = { ...rows[3]!, existing: removed, choice: 'CREATE' };
    const within = duplicatesWithinFile(rows, 'RESTORE');
    expect([...within]).toEqual([
      [1, 0],
      [2, 0],
    ]);
    expect(rows.map((row) => skipsDuplicate(row, 'RESTORE', within))).toEqual([false, true, true, false, false]);
  });

  it('a row that leaves the customer alone (SKIP, or RESTORE of an active one) does not stop a later row from changing it', () => {
    const rows = previewRows(checked(3));
    rows[0] = { ...rows[0]!, existing };
    rows[1] = { ...rows[1]!, existing };
    rows[2] = { ...rows[2]!, existing, choice: 'UPDATE' };
    expect([...duplicatesWithinFile(rows, 'SKIP')]).toEqual([]);
    expect([...duplicatesWithinFile(rows, 'RESTORE')]).toEqual([]);
    // RESTORE of an active customer is a skip; UPDATE first, the later rows are duplicates within the file.
    expect(skipsDuplicate(rows[0]!, 'RESTORE', new Map())).toBe(true);
    expect([...duplicatesWithinFile(rows, 'UPDATE')]).toEqual([
      [1, 0],
      [2, 0],
    ]);
  });
});

describe('sending the rows', () => {
  it('sends at most limits.importRowsMax rows a batch, all under the first batch’s import, and adds up the answers', async () => {
    const server = fakeServer();
    const progress: Array<[number, number]> = [];
    const summary = await runImport(previewRows(checked(2500)), 'SKIP', {
      send: server.send,
      onProgress: (done, total) => progress.push([done, total]),
      cancelled: () => false,
    });
    expect(server.sent.map(({ rows }) => rows.length)).toEqual([limits.importRowsMax, limits.importRowsMax, 500]);
    expect(server.sent.map(({ importId }) => importId)).toEqual([null, 'import-1', 'import-1']);
    expect(progress).toEqual([
      [0, 2500],
      [1000, 2500],
      [2000, 2500],
      [2500, 2500],
    ]);
    expect(summary).toEqual({ ...emptyImportSummary(), importId: 'import-1', created: 2500 });
  });

  it('keeps each batch under 700 KB of UTF-8, counting a Hebrew letter as two bytes', async () => {
    const server = fakeServer();
    await runImport(previewRows(checked(400, 'שלום'.repeat(500))), 'SKIP', {
      send: server.send,
      onProgress: () => undefined,
      cancelled: () => false,
    });
    expect(server.sent.length).toBeGreaterThan(1);
    for (const { rows } of server.sent)
      expect(new TextEncoder().encode(rows.map((row) => JSON.stringify(row)).join('')).length).toBeLessThanOrEqual(
        700_000,
      );
    expect(server.sent.reduce((sum, { rows }) => sum + rows.length, 0)).toBe(400);
  });

  it('tells which spreadsheet rows failed (the header is row 1), in row order across batches', async () => {
    const server = fakeServer((rows) => ({
      created: rows.length - 1,
      failed: [{ row: rows.length - 1, fields: [{ field: 'email', message: 'Please insert valid email' }] }],
    }));
    const summary = await runImport(previewRows(checked(1500)), 'SKIP', {
      send: server.send,
      onProgress: () => undefined,
      cancelled: () => false,
    });
    expect(summary.created).toBe(1498);
    expect(summary.failed).toEqual([
      { row: 1001, fields: [{ field: 'email', message: 'Please insert valid email' }] },
      { row: 1501, fields: [{ field: 'email', message: 'Please insert valid email' }] },
    ]);
  });

  it('stops between batches on a cancel: what was sent stays counted', async () => {
    const server = fakeServer();
    const summary = await runImport(previewRows(checked(2500)), 'SKIP', {
      send: server.send,
      onProgress: () => undefined,
      cancelled: () => server.sent.length === 1,
    });
    expect(server.sent).toHaveLength(1);
    expect(summary).toMatchObject({ created: 1000, cancelled: true });
  });
});

describe('looking for customers the team already has', () => {
  it('asks about the valid rows only, at most limits.contactsMax at a time, and marks each row with the customer found', async () => {
    const rows = checked(2100);
    rows[5] = { ...rows[5]!, errors: { phone: 'Please insert valid phone' } };
    const questions: number[] = [];
    const ask: AskDuplicates = async (contacts) => {
      questions.push(contacts.length);
      expect(contacts.some((contact) => contact.email === 'dana5@example.com')).toBe(false);
      // The first contact of each question has a customer by email, the second one by phone.
      return [
        {
          index: 0,
          match: 'EMAIL',
          customer: { id: `c${questions.length}`, fname: 'Old', lname: 'Cohen', status: true },
        },
        {
          index: 1,
          match: 'PHONE',
          customer: { id: `r${questions.length}`, fname: 'Gone', lname: 'Levi', status: false },
        },
      ];
    };
    const progress: Array<[number, number]> = [];
    const preview = await findDuplicates(rows, ask, (done, total) => progress.push([done, total]));
    expect(questions).toEqual([limits.contactsMax, limits.contactsMax, 99]);
    expect(progress).toEqual([
      [0, 2099],
      [1000, 2099],
      [2000, 2099],
    ]);
    const duplicates = preview
      .filter((row) => row.existing)
      .map((row) => [row.index, row.existing!.id, row.existing!.match]);
    // Valid rows 0..4 and 6..: the 1,001st valid row is row 1001.
    expect(duplicates).toEqual([
      [0, 'c1', 'EMAIL'],
      [1, 'r1', 'PHONE'],
      [1001, 'c2', 'EMAIL'],
      [1002, 'r2', 'PHONE'],
      [2001, 'c3', 'EMAIL'],
      [2002, 'r3', 'PHONE'],
    ]);
    expect(preview.every((row) => !row.skip && row.choice === null)).toBe(true);
  });
});
