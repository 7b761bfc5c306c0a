// The team's custom fields in the add and edit form, each with the control of its type: a text box, a number box, a
// date picker, a select, a checkbox per option, a single checkbox, a link box. Plain elements styled as the form's own
// (FormikField.tsx), each labelled, its message under it and named by aria-describedby.
import { useIntl } from 'react-intl';
import { chosenOptions } from '../../../../../server/domain/customFields/customFieldValues.ts';
import type { TeamCustomField } from '../../../shared/customFields/useCustomFields.ts';
import { customFieldFormWords } from './customFieldFormWords.ts';
import type { CustomFieldValues } from './useCustomFieldValues.ts';
import './customFieldInputs.css';

function Control({
  field,
  values,
  id,
  describedBy,
}: {
  field: TeamCustomField;
  values: CustomFieldValues;
  id: string;
  describedBy: string | undefined;
}) {
  const intl = useIntl();
  const value = values.valueOf(field.key);
  const common = {
    id,
    'aria-required': field.required || undefined,
    'aria-invalid': describedBy ? true : undefined,
    'aria-describedby': describedBy,
    onBlur: () => values.touch(field.key),
  };
  const set = (next: string) => values.set(field.key, next);
  switch (field.type) {
    case 'SELECT':
      return (
        <span className="ui-input">
          <select {...common} value={value} onChange={(event) => set(event.target.value)}>
            <option value="">{intl.formatMessage(customFieldFormWords.noChoice)}</option>
            {field.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </span>
      );
    case 'CHECKBOX':
      return (
        <input
          {...common}
          type="checkbox"
          className="custom-field-checkbox"
          checked={value === 'true'}
          onChange={(event) => set(event.target.checked ? 'true' : 'false')}
        />
      );
    default: {
      const type = field.type === 'DATE' ? 'date' : field.type === 'URL' ? 'url' : 'text';
      return (
        <span className="ui-input">
          <input
            {...common}
            type={type}
            value={value}
            inputMode={field.type === 'NUMBER' ? 'decimal' : undefined}
            dir={field.type === 'NUMBER' || field.type === 'URL' ? 'ltr' : 'auto'}
            onChange={(event) => set(event.target.value)}
          />
        </span>
      );
    }
  }
}

/** Several choices: a checkbox per option in a fieldset, the value a JSON array of the ticked ones. */
function Choices({
  field,
  values,
  describedBy,
}: {
  field: TeamCustomField;
  values: CustomFieldValues;
  describedBy: string | undefined;
}) {
  const chosen = chosenOptions(values.valueOf(field.key)) ?? [];
  const toggle = (option: string, on: boolean) => {
    const next = field.options.filter((each) => (each === option ? on : chosen.includes(each)));
    values.set(field.key, next.length ? JSON.stringify(next) : '');
    values.touch(field.key);
  };
  return (
    <span className="custom-field-choices">
      {field.options.map((option) => (
        <label key={option} className="custom-field-choice">
          <input
            type="checkbox"
            checked={chosen.includes(option)}
            aria-describedby={describedBy}
            onChange={(event) => toggle(option, event.target.checked)}
          />
          <bdi>{option}</bdi>
        </label>
      ))}
    </span>
  );
}

export function CustomFieldInputs({ values }: { values: CustomFieldValues }) {
  if (!values.fields.length) return null;
  return (
    <>
      {values.fields.map((field) => {
        const id = `customer-field-${field.key}`;
        const message = values.messageFor(field.key);
        const describedBy = message ? `${id}-help` : undefined;
        const labelClass = field.required ? 'ui-label ui-label-required' : 'ui-label';
        const wide = field.type === 'TEXT' || field.type === 'MULTI_SELECT' || field.type === 'URL';
        const box = ['ui-field', 'custom-field', message && 'ui-field-invalid', wide && 'form-grid-wide'];
        return (
          <div key={field.key} className={box.filter(Boolean).join(' ')}>
            {field.type === 'MULTI_SELECT' ? (
              <fieldset className="custom-field-set" aria-required={field.required || undefined}>
                <legend className={labelClass}>{field.label}</legend>
                <Choices field={field} values={values} describedBy={describedBy} />
              </fieldset>
            ) : field.type === 'CHECKBOX' ? (
              <span className="custom-field-check">
                <Control field={field} values={values} id={id} describedBy={describedBy} />
                <label className={labelClass} htmlFor={id}>
                  {field.label}
                </label>
              </span>
            ) : (
              <>
                <label className={labelClass} htmlFor={id}>
                  {field.label}
                </label>
                <Control field={field} values={values} id={id} describedBy={describedBy} />
              </>
            )}
            {message && (
              <div className="ui-field-message" id={`${id}-help`}>
                {message}
              </div>
            )}
          </div>
        );
      })}
    </>
  );
}
