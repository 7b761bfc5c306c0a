// Off the main thread: reads a CSV (papaparse) or XLSX (exceljs, loaded only for one) into rows of text, keeps them,
// and checks them against a column mapping (importRows.ts) when asked.
import Papa from 'papaparse';
import { checkRows, type ColumnMapping } from './importRows.ts';

export type ImportWorkerRequest = { type: 'parse'; file: File } | { type: 'check'; mapping: ColumnMapping };
export type ImportWorkerResponse =
  | { type: 'parsed'; headers: string[]; rowCount: number; sample: string[][] }
  | { type: 'checked'; rows: ReturnType<typeof checkRows> }
  | { type: 'failed'; message: string };

let rows: string[][] = [];

async function parse(file: File): Promise<string[][]> {
  if (/\.xlsx$/i.test(file.name)) {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0];
    if (!sheet) return [];
    const table: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cell.text ?? '';
      });
      table.push(Array.from(cells, (cell) => cell ?? ''));
    });
    return table;
  }
  const text = await file.text();
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return parsed.data;
}

self.onmessage = async ({ data }: MessageEvent<ImportWorkerRequest>) => {
  const reply = (message: ImportWorkerResponse) => self.postMessage(message);
  try {
    if (data.type === 'parse') {
      const table = await parse(data.file);
      if (!table.length) return reply({ type: 'failed', message: 'The file has no rows.' });
      const [headers, ...rest] = table;
      rows = rest;
      reply({ type: 'parsed', headers: headers!.map((header, index) => header.trim() || `Column ${index + 1}`), rowCount: rows.length, sample: rows.slice(0, 3) });
    } else {
      reply({ type: 'checked', rows: checkRows(rows, data.mapping) });
    }
  } catch (error) {
    reply({ type: 'failed', message: `The file could not be read: ${error instanceof Error ? error.message : String(error)}` });
  }
};
