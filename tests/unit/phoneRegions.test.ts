// Phones read in a region (server/domain/phones.ts) and the checks of languages, regions and time zones
// (server/domain/preferences/preferences.ts), each rule alone.
import { describe, expect, it } from '@jest/globals';
import { normalizePhone, phoneSearchIn } from '../../server/domain/phones.ts';
import { checkLocale, checkRegion, checkTimeZone } from '../../server/domain/preferences/preferences.ts';

describe('normalizePhone', () => {
  it('reads 00 and 011 before a country code in every region, unless the region’s own reading is a valid number', () => {
    for (const region of ['US', 'GB', 'IL', 'DE', 'FR', 'JP', 'BR'] as const) {
      expect({ region, number: normalizePhone('0044 20 7946 0999', region) }).toEqual({
        region,
        number: '+442079460999',
      });
      expect({ region, number: normalizePhone('011 44 20 7946 0999', region) }).toEqual({
        region,
        number: '+442079460999',
      });
    }
    // 011 starts an area code in Sapporo and São Paulo; 0118 in Reading.
    expect(normalizePhone('011-231-1234', 'JP')).toBe('+81112311234');
    expect(normalizePhone('011 98765-4321', 'BR')).toBe('+5511987654321');
    expect(normalizePhone('0118 496 0000', 'GB')).toBe('+441184960000');
    expect(normalizePhone('054-1234567', 'IL')).toBe('+972541234567');
    expect(normalizePhone('054-1234567', 'US')).toBe('+10541234567');
  });

  it('reads a search dialled from abroad as the number it dials, and leaves any other search', () => {
    expect(phoneSearchIn('011 44 20 7946 0999', 'IL')).toBe('+442079460999');
    expect(phoneSearchIn('0044 20 7946 0999', 'US')).toBe('+442079460999');
    expect(phoneSearchIn('054-1234567', 'IL')).toBe('054-1234567');
    expect(phoneSearchIn('00 Herzl', 'IL')).toBe('00 Herzl');
    expect(phoneSearchIn(null, 'IL')).toBeNull();
  });
});

describe('languages, regions and time zones', () => {
  it('takes the product’s locales, regions and time zones in any case, and names the field of any other', () => {
    expect(checkLocale('PT-br', 'locale')).toEqual({ ok: true, value: 'pt-BR' });
    expect(checkLocale('en-US', 'defaultLocale')).toEqual({
      ok: false,
      message: 'defaultLocale must be one of en, fr, de, es, pt-BR, ja, he, ar',
    });
    expect(checkRegion(' gb ', 'region')).toEqual({ ok: true, value: 'GB' });
    expect(checkRegion('UK', 'region')).toEqual({
      ok: false,
      message: 'region must be a two-letter region code (ISO 3166), such as GB',
    });
    expect(checkTimeZone('utc', 'timeZone')).toEqual({ ok: true, value: 'UTC' });
    expect(checkTimeZone('asia/tokyo', 'timeZone')).toEqual({ ok: true, value: 'Asia/Tokyo' });
    expect(checkTimeZone('Mars/Base', 'timeZone')).toEqual({
      ok: false,
      message: 'timeZone must be a time zone such as Europe/London, or UTC',
    });
  });
});
