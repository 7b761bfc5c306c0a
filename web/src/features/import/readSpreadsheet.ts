// A CSV (papaparse) or XLSX (exceljs, loaded only for one) file as rows of text, as the import worker reads it.
import Papa from 'papaparse';
import { unguardFormula } from '../../../../server/domain/customers/customerExport.ts';

export async function readSpreadsheet(file: File): Promise<string[][]> {
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
  // The formula guard a CSV export adds comes off (an XLSX export's cells are text and carry none).
  return parsed.data.map((row) => row.map(unguardFormula));
}
