// Numbers, dates and times in the page's language (formatsFor.ts makes them, React-free, for a worker too).
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatsFor, type Formats } from './formatsFor.ts';

export { formatsFor, type Formats };

/** The formats of the page's language. */
export function useFormats(): Formats {
  const { locale } = useIntl();
  return useMemo(() => formatsFor(locale), [locale]);
}

/** A moment (ISO time) in the page's language, to the second; a dash when there is none. */
export function useWhen(): (at: string | null | undefined) => string {
  const { dateTime } = useFormats();
  return useCallback((at) => (at ? dateTime(new Date(at)) : '—'), [dateTime]);
}
