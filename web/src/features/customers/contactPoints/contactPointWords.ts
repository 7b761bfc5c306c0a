// The words of a customer's further phones and emails: their labels, the form's buttons and the details page's rows.
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { ContactLabel } from '../../../../../server/domain/contactPoints/contactPoints.ts';

export const contactLabelWords: Record<ContactLabel, MessageDescriptor> = defineMessages({
  work: { defaultMessage: 'Work', id: 'BPnmic', description: 'The label of a phone or email: for work' },
  mobile: { defaultMessage: 'Mobile', id: 'KB6tir', description: 'The label of a phone or email: a mobile one' },
  home: { defaultMessage: 'Home', id: 'CZTWhP', description: 'The label of a phone or email: at home' },
  other: { defaultMessage: 'Other', id: 'M8HS/8', description: 'The label of a phone or email: any other' },
});

export const contactPointWords = defineMessages({
  otherPhones: {
    defaultMessage: 'Other phones',
    id: '96Vahd',
    description: "Customer form and details page: the heading of the customer's phones beyond the first",
  },
  otherEmails: {
    defaultMessage: 'Other emails',
    id: 'dCpk9U',
    description: "Customer form and details page: the heading of the customer's emails beyond the first",
  },
  addPhone: { defaultMessage: 'Add phone', id: 'Yy8Ycx', description: 'Customer form: button that adds another phone' },
  addEmail: { defaultMessage: 'Add email', id: 'eRb3fz', description: 'Customer form: button that adds another email' },
});

export const phoneNumbered = defineMessage<{ n: number }>({
  defaultMessage: 'Phone {n}',
  id: '9JFHki',
  description: "Customer form: the accessible name of the n-th phone's field (the first is Phone)",
});
export const emailNumbered = defineMessage<{ n: number }>({
  defaultMessage: 'Email {n}',
  id: 'TNIUQS',
  description: "Customer form: the accessible name of the n-th email's field (the first is Email)",
});
export const labelOf = defineMessage<{ field: string }>({
  defaultMessage: 'Label of {field}',
  id: 'f3XGW1',
  description: "Customer form: the accessible name of a phone's or email's label choice, e.g. 'Label of Phone 2'",
});
export const removeOf = defineMessage<{ field: string }>({
  defaultMessage: 'Remove {field}',
  id: 'JFk7LM',
  description: "Customer form: the accessible name of the button removing a phone or email, e.g. 'Remove Phone 2'",
});
