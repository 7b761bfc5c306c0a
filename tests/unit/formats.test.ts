// Numbers, dates and times in the page's language (web/src/shared/i18n/formats.ts): English by hand, the others by
// the runtime's Intl, so a French or Arabic reader never sees an English date or grouping.
import { describe, expect, it } from '@jest/globals';
import { formatsFor } from '../../web/src/shared/i18n/formats.ts';

const at = new Date(2025, 10, 24, 13, 5, 9);

describe('formats per language', () => {
  it('keeps English as the spec writes it', () => {
    const en = formatsFor('en');
    expect([en.number(1234567), en.date(at), en.dateTime(at)]).toEqual([
      '1,234,567',
      '11/24/2025',
      '11/24/2025, 1:05:09 PM',
    ]);
    expect(en.ago(new Date(Date.now() - 2 * 86_400_000).toISOString())).toBe('2 days ago');
    expect(en.ago(new Date().toISOString())).toBe('just now');
  });

  it('writes other languages in their own way', () => {
    const fr = formatsFor('fr');
    expect(fr.number(1234567)).toBe(new Intl.NumberFormat('fr').format(1234567));
    expect(fr.date(at)).toBe('24/11/2025');
    expect(fr.ago(new Date(Date.now() - 2 * 86_400_000).toISOString())).toBe('avant-hier');
    expect(fr.ago(new Date(Date.now() - 3 * 86_400_000).toISOString())).toBe('il y a 3 jours');
    expect(fr.ago(new Date().toISOString())).toBe('maintenant');
    expect(formatsFor('de').utcDate(new Date(Date.UTC(2025, 10, 24)))).toBe('24. Nov. 2025');
    expect(formatsFor('ar').number(12)).toBe(new Intl.NumberFormat('ar').format(12));
  });

  it('makes each language’s formatters once', () => {
    expect(formatsFor('ja')).toBe(formatsFor('ja'));
  });
});
