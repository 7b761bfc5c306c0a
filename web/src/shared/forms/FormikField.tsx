// One labelled field bound to formik, showing the message its form's rules give it. Plain elements styled like antd's
// inputs (app.css 'ui-'), so the screens that use it (login, sign-up, the customer form) load none of antd.
import type { FormikProps } from 'formik';
import { useLayoutEffect, useRef, useState, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { EyeIcon, EyeInvisibleIcon } from '../icons.tsx';
import type { FieldRules } from './useFieldRules.ts';
import { useIntl } from 'react-intl';

export interface FormikFieldProps<V extends Record<string, string>> {
  formik: FormikProps<V>;
  rules: FieldRules<V>;
  name: keyof V & string;
  label: string;
  /** Prefix of the input id, unique per form so labels stay unambiguous */
  idPrefix: string;
  kind?: 'text' | 'email' | 'password' | 'tel' | 'textarea';
  placeholder?: string;
  autoComplete?: string;
  icon?: ReactNode;
  /** Marks the label with antd's red asterisk */
  required?: boolean;
  /** Added to the field's box (its place in a form's grid) */
  className?: string;
  /** Shown and sent but not editable (an invitation's address) */
  readOnly?: boolean;
}

export function FormikField<V extends Record<string, string>>({
  formik,
  rules,
  name,
  label,
  idPrefix,
  kind = 'text',
  placeholder,
  autoComplete,
  icon,
  required,
  className,
  readOnly,
}: FormikFieldProps<V>) {
  const [revealed, setRevealed] = useState(false);
  const intl = useIntl();
  const id = `${idPrefix}-${name}`;
  const message = rules.messageFor(name);
  const value = formik.values[name] ?? '';
  const common = {
    id,
    name,
    value,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    placeholder,
    autoComplete,
    readOnly,
    'aria-required': required || undefined,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${id}-help` : undefined,
  };
  return (
    <div className={['ui-field', message && 'ui-field-invalid', className].filter(Boolean).join(' ')}>
      <label className={required ? 'ui-label ui-label-required' : 'ui-label'} htmlFor={id}>
        {label}
      </label>
      <span className={readOnly ? 'ui-input ui-input-readonly' : 'ui-input'}>
        {icon}
        {kind === 'textarea' ? (
          <AutoSizeTextArea {...common} />
        ) : (
          <input {...common} type={kind === 'password' && revealed ? 'text' : kind} />
        )}
        {kind === 'password' && (
          // Named without the word 'password', so the field's label names the field alone.
          <button
            type="button"
            className="ui-input-reveal"
            aria-label={intl.formatMessage({
              defaultMessage: 'Show characters',
              id: '8redeH',
              description: "Button in a password field that shows what was typed (named without the word 'password')",
            })}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeIcon /> : <EyeInvisibleIcon />}
          </button>
        )}
      </span>
      {message && (
        <div className="ui-field-message" id={`${id}-help`}>
          {message}
        </div>
      )}
    </div>
  );
}

/**
 * Whether the browser sizes a textarea to its text itself (CSS `field-sizing`, plainFields.css): measuring it as it
 * mounts makes the browser lay out the form rendered so far first, 30-66 ms of a phone's first load of the customer
 * form at 4x CPU slowdown, before the form's first paint.
 */
const sizesItself =
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/** A textarea as tall as its text, between the 3 and 8 lines app.css allows (antd's autoSize), scrolling beyond. */
function AutoSizeTextArea(props: TextareaHTMLAttributes<HTMLTextAreaElement> & { value: string }) {
  const area = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = area.current;
    if (sizesItself || !element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  }, [props.value]);
  return <textarea ref={area} rows={3} {...props} />;
}
