import { defineMessages } from 'react-intl';

/**
 * What the add/edit form calls each of a customer's fields;
 * the import page, the history and the dashboard use the same words.
 */
export const customerFieldLabels = {
  fname: 'First name',
  lname: 'Last name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  notes: 'Notes',
} as const;

/** A field as a sentence names it: the form's label, in lower case (a field without a label keeps its own name). */
export const customerFieldName = (field: string) =>
  field in customerFieldLabels ? customerFieldLabels[field as keyof typeof customerFieldLabels].toLowerCase() : field;

export type CustomerLabelledField = keyof typeof customerFieldLabels;

export const isLabelledField = (field: string): field is CustomerLabelledField => field in customerFieldLabels;

/** The labels above as messages, for screens in the page's language. */
export const customerFieldMessages = defineMessages({
  fname: {
    defaultMessage: 'First name',
    id: 'E9iRsE',
    description: "A customer's field: its label, and its name in lists",
  },
  lname: {
    defaultMessage: 'Last name',
    id: 'WDuGBT',
    description: "A customer's field: its label, and its name in lists",
  },
  email: { defaultMessage: 'Email', id: 'aeuc9T', description: "A customer's field: its label, and its name in lists" },
  phone: { defaultMessage: 'Phone', id: '5suViY', description: "A customer's field: its label, and its name in lists" },
  address: {
    defaultMessage: 'Address',
    id: 'ByTk2U',
    description: "A customer's field: its label, and its name in lists",
  },
  notes: { defaultMessage: 'Notes', id: 'lZMz92', description: "A customer's field: its label, and its name in lists" },
});

/** The fields as a sentence names them ("changed the phone of …"): lower case in English. */
export const customerFieldNameMessages = defineMessages({
  fname: {
    defaultMessage: 'first name',
    id: 'iRsiQs',
    description: "A customer's field named inside a sentence, lower case",
  },
  lname: {
    defaultMessage: 'last name',
    id: 'Ut4V79',
    description: "A customer's field named inside a sentence, lower case",
  },
  email: {
    defaultMessage: 'email',
    id: 'EfYCRK',
    description: "A customer's field named inside a sentence, lower case",
  },
  phone: {
    defaultMessage: 'phone',
    id: 'yfmg4E',
    description: "A customer's field named inside a sentence, lower case",
  },
  address: {
    defaultMessage: 'address',
    id: '99hM5T',
    description: "A customer's field named inside a sentence, lower case",
  },
  notes: {
    defaultMessage: 'notes',
    id: 'VvfiKg',
    description: "A customer's field named inside a sentence, lower case",
  },
});
