// One custom field's filter in the list's Fields panel, by its type: a box for text and links (contains), a select
// for choices and checkboxes (Any first), From and To for numbers and dates (either may stay empty). A number or date
// is sent only once it reads as one, so the list never holds a filter the server would refuse.
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isCustomFieldDate, isCustomFieldNumber } from '../../../../../server/domain/customFields/customFieldValues.ts';
import type { CustomFieldFilterInput } from '../../../../../server/domain/customFields/fieldFilters.ts';
import type { TeamCustomField } from '../../../shared/customFields/useCustomFields.ts';
import { customFieldValueWords } from '../../../shared/customFields/customFieldWords.ts';
import { fieldFilterWords } from './fieldFilterWords.ts';

type Part = 'value' | 'min' | 'max';

/**
 * A box whose text is its own while typed: the list gets it (null for an empty box) only when `accepts` it, and the
 * box shows the list's again when that changes from elsewhere (Clear, a saved view).
 */
function DraftBox({
  value,
  accepts,
  onCommit,
  ...input
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string | null | undefined;
  accepts: (text: string) => boolean;
  onCommit: (value: string | null) => void;
}) {
  const [draft, setDraft] = useState(value ?? '');
  const committed = useRef(value ?? '');
  useEffect(() => {
    if ((value ?? '') === committed.current) return;
    committed.current = value ?? '';

    setDraft(value ?? '');
  }, [value]);
  return (
    <span className="ui-input">
      <input
        {...input}
        value={draft}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const trimmed = text.trim();
          if (trimmed && !accepts(trimmed)) return;
          committed.current = trimmed;
          onCommit(trimmed || null);
        }}
      />
    </span>
  );
}

export function FieldFilterControl({
  field,
  filter,
  onChange,
}: {
  field: Pick<TeamCustomField, 'key' | 'label' | 'type' | 'options'>;
  filter: CustomFieldFilterInput | undefined;
  /** The filter's part changed (null: cleared) */
  onChange: (part: Part, value: string | null) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const label = <bdi>{field.label}</bdi>;
  switch (field.type) {
    case 'NUMBER':
    case 'DATE': {
      const accepts = field.type === 'NUMBER' ? isCustomFieldNumber : isCustomFieldDate;
      const bound = (part: 'min' | 'max') => (
        <label className="field-filter-bound" htmlFor={`${id}-${part}`}>
          {intl.formatMessage(part === 'min' ? fieldFilterWords.from : fieldFilterWords.to)}
          <DraftBox
            id={`${id}-${part}`}
            type={field.type === 'NUMBER' ? 'number' : 'date'}
            step={field.type === 'NUMBER' ? 'any' : undefined}
            value={filter?.[part]}
            accepts={accepts}
            onCommit={(value) => onChange(part, value)}
          />
        </label>
      );
      return (
        <fieldset className="field-filter">
          <legend>{label}</legend>
          <span className="field-filter-range">
            {bound('min')}
            {bound('max')}
          </span>
        </fieldset>
      );
    }
    case 'SELECT':
    case 'MULTI_SELECT':
    case 'CHECKBOX': {
      const choices: Array<[string, string]> =
        field.type === 'CHECKBOX'
          ? [
              ['true', intl.formatMessage(customFieldValueWords.yes)],
              ['false', intl.formatMessage(customFieldValueWords.no)],
            ]
          : field.options.map((option) => [option, option]);
      return (
        <div className="field-filter">
          <label htmlFor={id}>{label}</label>
          <span className="ui-input">
            <select
              id={id}
              value={filter?.value ?? ''}
              onChange={(event) => onChange('value', event.target.value || null)}
            >
              <option value="">{intl.formatMessage(fieldFilterWords.any)}</option>
              {choices.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </span>
        </div>
      );
    }
    default:
      return (
        <div className="field-filter">
          <label htmlFor={id}>{label}</label>
          <DraftBox
            id={id}
            type="search"
            dir="auto"
            placeholder={intl.formatMessage(fieldFilterWords.contains)}
            value={filter?.value}
            accepts={() => true}
            onCommit={(value) => onChange('value', value)}
          />
        </div>
      );
  }
}
