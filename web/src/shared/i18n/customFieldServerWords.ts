// The server's words about custom fields (server/domain/customFields: customFieldMessages, customFieldValueMessages),
// for serverWords.ts's table: the Team page's refusals and the customer form's field messages.
import { defineMessages } from 'react-intl';

export const customFieldServerWords = defineMessages({
  label: {
    defaultMessage: 'Please name the field',
    id: 'mRtGN8',
    description: "Custom field rule: the field's label is empty",
  },
  sameLabel: {
    defaultMessage: 'A field with this label already exists',
    id: 'MRfKsu',
    description: 'Custom field rule: another active field has this label (case and accents aside)',
  },
  options: {
    defaultMessage: 'Please give at least one option',
    id: 'uP6Qw/',
    description: 'Custom field rule: a choice field has no options, or an empty one',
  },
  sameOption: {
    defaultMessage: 'Each option must differ from the others',
    id: 'VtCzEC',
    description: 'Custom field rule: two options of a choice field are the same',
  },
  tooManyOptions: {
    defaultMessage: 'A field can offer at most 100 options',
    id: 'gBIBF4',
    description: 'Custom field rule: a choice field has more than 100 options',
  },
  tooMany: {
    defaultMessage: 'The team can keep at most 100 custom fields',
    id: 'xIYl/l',
    description: 'Custom field refused: the team has the most custom fields allowed',
  },
  required: {
    defaultMessage: 'Please fill in this field',
    id: 'lIzz3w',
    description: 'Customer form: a required custom field is empty',
  },
  number: {
    defaultMessage: 'Please insert a number',
    id: 'O/n9Il',
    description: 'Customer form: a number field holds no number',
  },
  date: {
    defaultMessage: 'Please insert a date as yyyy-mm-dd',
    id: 'bnVanA',
    description: 'Customer form: a date field holds no date (keep yyyy-mm-dd as it is: the format the field takes)',
  },
  option: {
    defaultMessage: 'Please choose one of the options',
    id: 'Zpy9Oo',
    description: 'Customer form: a single choice field holds a value not among its options',
  },
  options2: {
    defaultMessage: 'Please choose among the options (a JSON array of them)',
    id: 'HMu6Zu',
    description: "Customer form: a several choices field's value is not a list of its options",
  },
  checkbox: {
    defaultMessage: 'Please answer true or false',
    id: 'qt1NWE',
    description: 'Customer form: a checkbox field holds something else than true or false',
  },
  url: {
    defaultMessage: 'Please insert a link starting with https:// or http://',
    id: '0JPsJO',
    description: 'Customer form: a link field holds no web address',
  },
  unknown: {
    defaultMessage: 'No such field',
    id: 'fS3KdI',
    description: 'Customer form: a custom field was archived meanwhile',
  },
});
