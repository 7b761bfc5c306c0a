// One labelled antd field bound to formik, showing the message its form's rules give it.
import { ConfigProvider, Form, Input } from 'antd';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import type { FieldRules } from './useFieldRules.ts';

// Messages appear and vanish at once (no fade), so what is shown always matches the rules' verdict.
const instantTheme = { token: { motion: false } };

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
  prefix?: ReactNode;
  required?: boolean;
}

export function FormikField<V extends Record<string, string>>({ formik, rules, name, label, idPrefix, kind = 'text', placeholder, autoComplete, prefix, required }: FormikFieldProps<V>) {
  const id = `${idPrefix}-${name}`;
  const message = rules.messageFor(name);
  const common = {
    id,
    name,
    value: formik.values[name] ?? '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    placeholder,
    autoComplete,
    status: message ? ('error' as const) : undefined,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${id}-help` : undefined,
  };
  return (
    <ConfigProvider theme={instantTheme}>
      <Form.Item
        label={label}
        htmlFor={id}
        required={required}
        validateStatus={message ? 'error' : undefined}
        help={message ? <span id={`${id}-help`}>{message}</span> : undefined}
      >
        {kind === 'textarea' ? (
          <Input.TextArea {...common} autoSize={{ minRows: 3, maxRows: 8 }} />
        ) : kind === 'password' ? (
          <Input.Password {...common} prefix={prefix} />
        ) : (
          <Input {...common} type={kind} prefix={prefix} />
        )}
      </Form.Item>
    </ConfigProvider>
  );
}
