// Numbers, dates and times in the page's language (formatsFor.ts makes them, React-free, for a worker too).
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatsFor, type Formats } from './formatsFor.ts';

export { formatsFor, type Formats };

/** The formats of the page's language. */
export function useFormats(): Formats {
  const { locale } = useIntl();
  return useMemo(() => formatsFor(locale), [locale]);
}
