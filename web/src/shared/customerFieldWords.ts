// A customer's fields as people read them, in the page's language: the labels of shared/customerFieldLabels.ts (the
// English the import's column guesses read) as messages, and as a sentence names them (lower case in English only).
import { defineMessage, defineMessages, type IntlShape } from 'react-intl';

export const customerFieldMessages = defineMessages({
  fname: {
    defaultMessage: 'First name',
    id: 'iXTTmZ',
    description: "A customer's first name: a form label, a column's title",
  },
  lname: {
    defaultMessage: 'Last name',
    id: 'i9D/aA',
    description: "A customer's last name: a form label, a column's title",
  },
  email: { defaultMessage: 'Email', id: 'RMBVDU', description: "A customer's email: a form label, a column's title" },
  phone: { defaultMessage: 'Phone', id: 'Zit8sQ', description: "A customer's phone: a form label, a column's title" },
  address: {
    defaultMessage: 'Address',
    id: 'dGQtFA',
    description: "A customer's address: a form label, a column's title",
  },
  notes: {
    defaultMessage: 'Notes',
    id: 'CA3rO1',
    description: "A customer's notes: a form label, a details page's row",
  },
});

/** Inside a sentence such as "changed the first name from … to …". */
export const customerFieldInSentence = defineMessages({
  fname: {
    defaultMessage: 'first name',
    id: '786Gmy',
    description: "A customer's first name, named inside a sentence",
  },
  lname: { defaultMessage: 'last name', id: 'rTMGJc', description: "A customer's last name, named inside a sentence" },
  email: { defaultMessage: 'email', id: '94qU5E', description: "A customer's email, named inside a sentence" },
  phone: { defaultMessage: 'phone', id: 'e6xTep', description: "A customer's phone, named inside a sentence" },
  address: { defaultMessage: 'address', id: 'cyloEq', description: "A customer's address, named inside a sentence" },
  notes: { defaultMessage: 'notes', id: 'ULOiWk', description: "A customer's notes, named inside a sentence" },
});

export type CustomerField = keyof typeof customerFieldMessages;

export const isCustomerField = (field: string): field is CustomerField => field in customerFieldMessages;

/** The member who owns a customer: the list's column and sort, the form's picker, the owner filter. */
export const customerOwnerMessage = defineMessage({
  defaultMessage: 'Owner',
  id: 'pepxWS',
  description: "A customer's owner (a member of the team): a column's title, a form label, a sort choice",
});

/** Every phone and every email of a customer: the import's columns (phones, emails) and the details page. */
export const customerContactListMessages = defineMessages({
  phones: {
    defaultMessage: 'Phones',
    id: 'J/uoT4',
    description: 'Every phone of a customer: an import column, a form heading',
  },
  emails: {
    defaultMessage: 'Emails',
    id: 'ZyySVq',
    description: 'Every email of a customer: an import column, a form heading',
  },
});

const contactListInSentence = defineMessages({
  phones: {
    defaultMessage: 'other phones',
    id: '4zCxUW',
    description: "A customer's phones beyond the first, named inside a sentence",
  },
  emails: {
    defaultMessage: 'other emails',
    id: 'iLUug5',
    description: "A customer's emails beyond the first, named inside a sentence",
  },
});

/** A changed field as a sentence names it (history, the dashboard's latest changes); a field it does not know as is. */
export function fieldInSentence(field: string, intl: IntlShape): string {
  if (isCustomerField(field)) return intl.formatMessage(customerFieldInSentence[field]);
  if (field === 'phones' || field === 'emails') return intl.formatMessage(contactListInSentence[field]);
  return field;
}

/** The company a customer works at: the list's column and sort, the form's picker, the company filter. */
export const customerCompanyMessage = defineMessage({
  defaultMessage: 'Company',
  id: 'sR1qpR',
  description: "The company a customer works at: a column's title, a form label, a sort choice, a filter",
});
