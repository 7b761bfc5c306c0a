// Words about custom fields more than one screen says: each type's name, and a checkbox field's two answers.
import { defineMessages } from 'react-intl';
import type { CustomFieldType } from '../../gql/graphql.ts';

export const customFieldTypeWords = defineMessages<CustomFieldType>({
  TEXT: { defaultMessage: 'Text', id: 'aQoBd6', description: 'Custom field type: any text' },
  NUMBER: { defaultMessage: 'Number', id: 'DktKp1', description: 'Custom field type: a number' },
  DATE: { defaultMessage: 'Date', id: 'Zx9Orh', description: 'Custom field type: a calendar date' },
  SELECT: { defaultMessage: 'Single choice', id: 'IdlP6z', description: 'Custom field type: one option of a list' },
  MULTI_SELECT: {
    defaultMessage: 'Several choices',
    id: 'nFSfRV',
    description: 'Custom field type: any options of a list',
  },
  CHECKBOX: { defaultMessage: 'Checkbox', id: 'dakdJQ', description: 'Custom field type: yes or no' },
  URL: { defaultMessage: 'Link', id: 'Ng9Mke', description: 'Custom field type: a web address' },
});

export const customFieldValueWords = defineMessages({
  yes: { defaultMessage: 'Yes', id: 'CQt9aN', description: "A customer's page: a ticked checkbox custom field" },
  no: { defaultMessage: 'No', id: 'uwF6gq', description: "A customer's page: an unticked checkbox custom field" },
});
