// A customer's tags in one cell of an export and back (server/domain/tags/tagCell.ts): names holding the separator or
// quotes are quoted as a CSV field is, others written as they are, and every cell reads back to the same names.
import { describe, expect, it } from '@jest/globals';
import { tagCellNames, tagCellText } from '../../server/domain/tags/tagCell.ts';

describe('the tags cell', () => {
  it('writes plain names as they are, joined by "; "', () => {
    expect(tagCellText(['A, B', 'VIP', '顧客'])).toBe('A, B; VIP; 顧客');
    expect(tagCellText([])).toBe('');
  });

  it('quotes a name holding ";" or a quote, or an edge space, its quotes doubled', () => {
    expect(tagCellText(['VIP; gold', '"Quoted"', '5" screen', ' spaced '])).toBe(
      '"VIP; gold"; """Quoted"""; "5"" screen"; " spaced "',
    );
  });

  it('reads back every name it wrote', () => {
    const names = ['A, B', 'VIP; gold', '"Quoted"', '顧客', ';', '""', 'a;b;"c"', 'emoji 😀; ok', ' spaced '];
    expect(tagCellNames(tagCellText(names))).toEqual(names);
    for (const name of names) expect(tagCellNames(tagCellText([name]))).toEqual([name]);
  });

  it('reads hand-written cells without refusing any', () => {
    expect(tagCellNames('vip;gold ;  ; lead')).toEqual(['vip', 'gold', 'lead']);
    expect(tagCellNames('5" screen; "a"b; "open')).toEqual(['5" screen', 'ab', 'open']);
    expect(tagCellNames('   ')).toEqual([]);
  });
});
