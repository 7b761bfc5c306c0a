// A customer's fields as people read them, in the page's language: the labels of shared/customerFieldLabels.ts (the
// English the import's column guesses read) as messages, and as a sentence names them (lower case in English only).
import { defineMessage, defineMessages } from 'react-intl';

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

/** The company a customer works at: the list's column and sort, the form's picker, the company filter. */
export const customerCompanyMessage = defineMessage({
  defaultMessage: 'Company',
  id: 'sR1qpR',
  description: "The company a customer works at: a column's title, a form label, a sort choice, a filter",
});
