// A custom field's value as a person reads it, the same on the details page and in the list: a number in the page's
// language (its grouping and decimal sign, every decimal written kept), a date with its month named, a checkbox as Yes
// or No (words a screen reader says), several choices as a list, a link that opens in a new tab. Text keeps its own
// direction; on the details page (`multiline`) its line breaks too.
import { useIntl } from 'react-intl';
import { chosenOptions } from '../../../../server/domain/customFields/customFieldValues.ts';
import type { CustomFieldType } from '../../gql/graphql.ts';
import { useFormats } from '../i18n/formats.ts';
import { customFieldValueWords } from './customFieldWords.ts';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A NUMBER value as written ('1e3', '-12.50') in `locale`: the decimals written stay ('12.50', not '12.5'). */
function formattedNumber(locale: string, value: string): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return value;
  const decimals = Math.min(/\.(\d+)$/.exec(value)?.[1]?.length ?? 0, 20);
  const key = `${locale} ${decimals}`;
  let format = numberFormats.get(key);
  if (!format)
    numberFormats.set(
      key,
      (format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: 20 })),
    );
  return format.format(number);
}

export function CustomFieldValue({
  type,
  value,
  multiline = false,
}: {
  type: CustomFieldType;
  value: string;
  multiline?: boolean;
}) {
  const intl = useIntl();
  const { utcDate } = useFormats();
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
      return multiline ? (
        <span className="details-notes" dir="auto">
          {value}
        </span>
      ) : (
        <bdi>{value}</bdi>
      );
  }
}
