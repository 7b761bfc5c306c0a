// Phone numbers as people type them, read with libphonenumber-js against the region CRM_DEFAULT_REGION names, so
// one number written several ways is found, and matched as a duplicate, as one. The number as typed is what is shown;
// the spec's minimum length alone decides whether it is valid (domain/validation.ts).
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

export type PhoneRegion = CountryCode;

export const defaultPhoneRegion: PhoneRegion = 'US';

export function isPhoneRegion(region: string): region is PhoneRegion {
  return isSupportedCountry(region);
}

/**
 * The number in E.164 (`+972521234567`),
 * or null when it cannot be a phone number of `region` or one with a country code.
 */
export function normalizePhone(phone: string, region: PhoneRegion): string | null {
  const parsed = parsePhoneNumberFromString(phone, region);
  return parsed?.isPossible() ? parsed.number : null;
}
