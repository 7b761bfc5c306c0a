// One labelled field of the login and sign-up forms, bound to formik, showing the message its form's rules give it.
// Plain elements styled like the dashboard's antd inputs (app.css 'ui-'), so the login screen needs none of antd.
import type { FormikProps } from 'formik';
import { useState, type ReactNode } from 'react';
import type { FieldRules } from '../../shared/forms/useFieldRules.ts';
import { EyeIcon, EyeInvisibleIcon } from './authIcons.tsx';

export interface AuthFieldProps<V extends Record<string, string>> {
  formik: FormikProps<V>;
  rules: FieldRules<V>;
  name: keyof V & string;
  label: string;
  /** Prefix of the input id, unique per form so labels stay unambiguous */
  idPrefix: string;
  kind: 'email' | 'password';
  placeholder: string;
  autoComplete: string;
  icon: ReactNode;
}

export function AuthField<V extends Record<string, string>>({ formik, rules, name, label, idPrefix, kind, placeholder, autoComplete, icon }: AuthFieldProps<V>) {
  const [revealed, setRevealed] = useState(false);
  const id = `${idPrefix}-${name}`;
  const message = rules.messageFor(name);
  return (
    <div className={message ? 'ui-field ui-field-invalid' : 'ui-field'}>
      <label className="ui-label" htmlFor={id}>
        {label}
      </label>
      <span className="ui-input">
        {icon}
        <input
          id={id}
          name={name}
          type={kind === 'password' && revealed ? 'text' : kind}
          value={formik.values[name] ?? ''}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          placeholder={placeholder}
          autoComplete={autoComplete}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-help` : undefined}
        />
        {kind === 'password' && (
          // Named without the word 'password', so the field's label names the field alone.
          <button type="button" className="ui-input-reveal" aria-label="Show characters" aria-pressed={revealed} onClick={() => setRevealed((shown) => !shown)}>
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
