// The CSV formula guard alone (server/domain/customers/customerExport.ts): on where a spreadsheet would run a cell,
// off for phone numbers, and taken off again exactly by the importer's reading.
import { describe, expect, it } from '@jest/globals';
import { csvRecord, guardFormula, unguardFormula } from '../../server/domain/customers/customerExport.ts';

describe('formula guard', () => {
  it('guards what a spreadsheet would run, and leaves phone numbers and plain text alone', () => {
    expect(
      ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\r=1', "'=1", "''@x", '- note', '+', "'+33 6 12 34 56 78"].map(
        guardFormula,
      ),
    ).toEqual([
      "'=1+1",
      "'+SUM(A1)",
      "'-2+3",
      "'@cmd",
      "'\tx",
      "'\r=1",
      "''=1",
      "'''@x",
      "'- note",
      "'+",
      "''+33 6 12 34 56 78",
    ]);
    expect(
      ['+33 6 12 34 56 78', '+1 (212) 555-0100', '+353.1.234.5678', 'a=b', "it's", "'quoted'", 'שלום', '😀'].map(
        guardFormula,
      ),
    ).toEqual(['+33 6 12 34 56 78', '+1 (212) 555-0100', '+353.1.234.5678', 'a=b', "it's", "'quoted'", 'שלום', '😀']);
  });

  it('reads back exactly what was guarded, and files guarded before phone numbers went unguarded', () => {
    const values = ['=1+1', "'=1", "''@x", '+33 6 12 34 56 78', "'+33 6", "'quoted'", "'", '-', 'plain', '\t=tab'];
    expect(values.map((value) => unguardFormula(guardFormula(value)))).toEqual(values);
    expect(unguardFormula("'+353 1 234 5678")).toBe('+353 1 234 5678');
  });

  it('quotes every cell, so a spreadsheet splitting on semicolons cannot make a formula of one', () => {
    expect(csvRecord(['ab;=1+1;cd', 'say "hi"', '=x', ''])).toBe(`"ab;=1+1;cd","say ""hi""","'=x",""\r\n`);
  });
});
