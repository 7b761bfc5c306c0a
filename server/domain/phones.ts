// Phone numbers as people type them, read with libphonenumber-js in a region (the saver's own, else the team's), so
// one number written several ways is found, and matched as a duplicate, as one. The number as typed is what is shown;
// the spec's minimum length alone decides whether it is valid (domain/validation.ts).
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

export type PhoneRegion = CountryCode;

export const defaultPhoneRegion: PhoneRegion = 'US';

export function isPhoneRegion(region: string): region is PhoneRegion {
  return isSupportedCountry(region);
}

// 00 (most of the world) and 011 (North America) before a country code, as people dial from abroad. libphonenumber-js
// reads only the region's own prefix, so "0044 …" was no number in the US and "011 44 …" none in Israel.
const internationalPrefix = /^[\s(]*(?:00|011)(?=[\s().-]*[1-9])/;

/**
 * The number in E.164 (`+972521234567`),
 * or null when it cannot be a phone number of `region` or one with a country code.
 */
export function normalizePhone(phone: string, region: PhoneRegion): string | null {
  const regional = parsePhoneNumberFromString(phone, region);
  if (!internationalPrefix.test(phone)) return regional?.isPossible() ? regional.number : null;
  const abroad = parsePhoneNumberFromString(`+${phone.replace(internationalPrefix, '')}`);
  // The region's own valid reading stands (in Sapporo and São Paulo, 011 starts an area code); then a valid number
  // after the prefix; then whichever is at least possible, the region's first.
  if (abroad?.isValid() && !regional?.isValid()) return abroad.number;
  if (regional?.isPossible()) return regional.number;
  return abroad?.isPossible() ? abroad.number : null;
}

/**
 * A search typed as dialled from abroad ("011 44 20 7946 0999") as the E.164 number it dials, read in the asker's
 * region, so its digits match however the number was stored; any other search as it is.
 */
export function phoneSearchIn<T extends string | null | undefined>(search: T, region: PhoneRegion): T | string {
  if (!search || !internationalPrefix.test(search) || !/^[\d\s+()./-]+$/.test(search.trim())) return search;
  return normalizePhone(search, region) ?? search;
}
