// A customer's custom field values as rows of its page's table, in the fields' order: only the active fields that hold
// a value (an archived field's value is kept but not shown).
import type { ReactNode } from 'react';
import { CustomFieldValue } from '../../../shared/customFields/CustomFieldValue.tsx';
import type { TeamCustomField } from '../../../shared/customFields/useCustomFields.ts';

export function customFieldRows(
  values: readonly { key: string; value?: string | null }[],
  fields: readonly TeamCustomField[],
): Array<{ key: string; label: string; value: ReactNode; wide?: boolean }> {
  const byKey = new Map(values.map(({ key, value }) => [key, value]));
  return fields.flatMap((field) => {
    const value = byKey.get(field.key);
    if (!value) return [];
    const wide = field.type === 'TEXT' || field.type === 'MULTI_SELECT' || field.type === 'URL';
    return [
      {
        key: `field:${field.key}`,
        label: field.label,
        value: <CustomFieldValue type={field.type} value={value} multiline />,
        wide,
      },
    ];
  });
}
