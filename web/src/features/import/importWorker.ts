// Off the main thread: reads a CSV or XLSX file into rows of text (readSpreadsheet.ts), keeps them, and checks them
// against a column mapping (importRows.ts) when asked.
import { checkRows, type ColumnMapping } from './importRows.ts';
import { readSpreadsheet } from './readSpreadsheet.ts';

export type ImportWorkerRequest = { type: 'parse'; file: File } | { type: 'check'; mapping: ColumnMapping };
export type ImportWorkerResponse =
  | { type: 'parsed'; headers: string[]; rowCount: number; sample: string[][] }
  | { type: 'checked'; rows: ReturnType<typeof checkRows> }
  /** Why the file could not be read (the page says it in its language); `detail`: the parser's English */
  | { type: 'failed'; problem: 'noRows' | 'unreadable'; detail?: string };

let rows: string[][] = [];

self.onmessage = async ({ data }: MessageEvent<ImportWorkerRequest>) => {
  const reply = (message: ImportWorkerResponse) => self.postMessage(message);
  try {
    if (data.type === 'parse') {
      const table = await readSpreadsheet(data.file);
      if (!table.length) return reply({ type: 'failed', problem: 'noRows' });
      const [headers, ...rest] = table;
      rows = rest;
      reply({
        type: 'parsed',
        // An empty header stays empty: the mapping step names it by its place ("Column 3").
        headers: headers!.map((header) => header.trim()),
        rowCount: rows.length,
        sample: rows.slice(0, 3),
      });
    } else {
      reply({ type: 'checked', rows: checkRows(rows, data.mapping) });
    }
  } catch (error) {
    reply({ type: 'failed', problem: 'unreadable', detail: error instanceof Error ? error.message : String(error) });
  }
};
