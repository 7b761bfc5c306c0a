// The shared rules (server/domain/validation.ts) applied to a formik form synchronously, on every render:
// the messages shown and the submit button's state always come from the same values, with no lag between them.
import type { FormikProps } from 'formik';
import { useMemo } from 'react';
import type { AnyObjectSchema } from 'yup';
import { validate } from '../../../../server/domain/validation.ts';
import { useServerWords } from '../i18n/serverWords.ts';

type TextValues = Record<string, string>;

/** Field messages the server sent back (BAD_USER_INPUT), kept in formik's status with the value they judged. */
interface ServerFieldErrors {
  serverFields: Record<string, { message: string; value: string | undefined }>;
}

export function serverFieldStatus<V extends TextValues>(fields: Record<string, string>, values: V): ServerFieldErrors {
  return {
    serverFields: Object.fromEntries(
      Object.entries(fields).map(([name, message]) => [name, { message, value: values[name] }]),
    ),
  };
}

function isServerFieldErrors(status: unknown): status is ServerFieldErrors {
  return typeof status === 'object' && status !== null && 'serverFields' in status;
}

export interface FieldRules<V> {
  /** Every rule passes: the submit button may be enabled */
  valid: boolean;
  /** The message to show under a field: only once it is dirty or touched (docs/product.md#validation) */
  messageFor(name: keyof V & string): string | undefined;
}

export function useFieldRules<V extends TextValues>(schema: AnyObjectSchema, formik: FormikProps<V>): FieldRules<V> {
  const { values, initialValues, touched, status } = formik;
  const result = useMemo(() => validate(schema, values), [schema, values]);
  const inPageLanguage = useServerWords();
  return useMemo(() => {
    const fields = result.ok ? {} : result.fields;
    return {
      valid: result.ok,
      messageFor: (name) => {
        if (values[name] === initialValues[name] && !touched[name]) return undefined;
        const fromServer = isServerFieldErrors(status) ? status.serverFields[name] : undefined;
        const message = fields[name] ?? (fromServer?.value === values[name] ? fromServer?.message : undefined);
        return message === undefined ? undefined : inPageLanguage(message);
      },
    };
  }, [result, values, initialValues, touched, status, inPageLanguage]);
}
