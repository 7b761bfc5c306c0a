// A custom field's value in the customers list, formatted for its type in the page's language: a number with the
// language's digits grouping and decimal sign, a date with its month named, a checkbox as Yes or No (words a screen
// reader says), several choices as a list, a link, and text in its own direction. Nothing for no value.
import { useIntl } from 'react-intl';
import { chosenOptions } from '../../../../../server/domain/customFields/customFieldValues.ts';
import type { CustomFieldType } from '../../../gql/graphql.ts';
import { customFieldValueWords } from '../../../shared/customFields/customFieldWords.ts';
import { useFormats } from '../../../shared/i18n/formats.ts';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A NUMBER value as written ('1e3', '-12.50') in the page's language; every decimal kept. */
function formattedNumber(locale: string, value: string): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 })));
  const number = Number(value);
  return Number.isFinite(number) ? format.format(number) : value;
}

export function FieldCell({ type, value }: { type: CustomFieldType; value: string | null }) {
  const intl = useIntl();
  const { utcDate } = useFormats();
  if (!value) return null;
  switch (type) {
    case 'NUMBER':
      return <span dir="ltr">{formattedNumber(intl.locale, value)}</span>;
    case 'DATE':
      return <time dateTime={value}>{utcDate(new Date(`${value}T00:00:00Z`))}</time>;
    case 'CHECKBOX':
      return <>{intl.formatMessage(value === 'true' ? customFieldValueWords.yes : customFieldValueWords.no)}</>;
    case 'MULTI_SELECT':
      return <bdi>{intl.formatList(chosenOptions(value) ?? [], { type: 'conjunction' })}</bdi>;
    case 'URL':
      return (
        <a href={value} target="_blank" rel="noopener noreferrer" dir="ltr">
          {value}
        </a>
      );
    default:
      return <bdi>{value}</bdi>;
  }
}
