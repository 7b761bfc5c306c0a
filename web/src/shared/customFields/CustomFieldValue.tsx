// A custom field's value as a person reads it: a number as written, a date in the page's language, a checkbox as
// Yes or No, several choices as a list, a link that opens in a new tab. Text keeps its own direction.
import { useIntl } from 'react-intl';
import { chosenOptions } from '../../../../server/domain/customFields/customFieldValues.ts';
import { useFormats } from '../i18n/formats.ts';
import { customFieldValueWords } from './customFieldWords.ts';
import type { TeamCustomField } from './useCustomFields.ts';

export function CustomFieldValue({ field, value }: { field: Pick<TeamCustomField, 'type'>; value: string }) {
  const intl = useIntl();
  const { utcDate } = useFormats();
  switch (field.type) {
    case 'NUMBER':
      return <span dir="ltr">{value}</span>;
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
      return (
        <span className="details-notes" dir="auto">
          {value}
        </span>
      );
  }
}
