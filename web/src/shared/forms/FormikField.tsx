// One labelled antd field bound to formik; its message shows once the field is dirty or touched (SPEC §5).
import { Form, Input } from 'antd';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';

type StringFields<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface FormikFieldProps<V> {
  formik: FormikProps<V>;
  name: StringFields<V>;
  label: string;
  /** Prefix of the input id, unique per form so labels stay unambiguous */
  idPrefix: string;
  kind?: 'text' | 'email' | 'password' | 'tel' | 'textarea';
  placeholder?: string;
  autoComplete?: string;
  prefix?: ReactNode;
  required?: boolean;
}

export function fieldMessage<V>(formik: FormikProps<V>, name: StringFields<V>): string | undefined {
  const error = formik.errors[name];
  if (typeof error !== 'string') return undefined;
  const dirty = formik.values[name] !== formik.initialValues[name];
  return dirty || formik.touched[name] ? error : undefined;
}

export function FormikField<V>({ formik, name, label, idPrefix, kind = 'text', placeholder, autoComplete, prefix, required }: FormikFieldProps<V>) {
  const id = `${idPrefix}-${name}`;
  const message = fieldMessage(formik, name);
  const value = formik.values[name];
  const common = {
    id,
    name,
    value: typeof value === 'string' ? value : '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    placeholder,
    autoComplete,
    status: message ? ('error' as const) : undefined,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${id}-help` : undefined,
  };
  return (
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
  );
}
