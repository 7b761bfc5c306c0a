// The regions a person may pick for phone numbers without a country code (the account page, the Team page), named in
// the page's language by the browser's Intl.DisplayNames: no list of countries is shipped.
import { useMemo } from 'react';

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Every ISO 3166 region the browser can name, by its name in the page's language, sorted as that language sorts. */
export function useRegionNames(locale: string): Array<[code: string, name: string]> {
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    const regions: Array<[string, string]> = [];
    for (const first of letters) {
      for (const second of letters) {
        const code = `${first}${second}`;
        const name = names.of(code);
        // Codes for groups and reserved ones (EU, UN, QO…) are no country a phone number belongs to.
        if (name && !/^(EU|EZ|UN|QO|XA|XB|ZZ)$/.test(code)) regions.push([code, name]);
      }
    }
    const collator = new Intl.Collator(locale);
    return regions.sort(([, a], [, b]) => collator.compare(a, b));
  }, [locale]);
}
