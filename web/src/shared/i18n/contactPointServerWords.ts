// The server's words about several phones and emails (server/domain/contactPoints/contactPoints.ts's
// contactPointMessages), for serverWords.ts's table.
import { defineMessages } from 'react-intl';

export const contactPointServerWords = defineMessages({
  label: {
    defaultMessage: 'Please choose work, mobile, home or other',
    id: 'Sn8/D0',
    description: "Phone or email rule: the entry's label is not one of the four",
  },
  phoneTwice: {
    defaultMessage: 'This phone is already listed',
    id: 'P/fUym',
    description: "Phone rule: the same number is among the customer's phones already",
  },
  emailTwice: {
    defaultMessage: 'This email is already listed',
    id: 'ucQBSP',
    description: "Email rule: the same address is among the customer's emails already",
  },
  phonesMax: {
    defaultMessage: 'Please keep at most 20 phones',
    id: 'J5oClX',
    description: 'Phone rule: a customer keeps at most 20 phones',
  },
  emailsMax: {
    defaultMessage: 'Please keep at most 20 emails',
    id: 'UElCie',
    description: 'Email rule: a customer keeps at most 20 emails',
  },
  firstPhone: {
    defaultMessage: 'The first phone must be the customer’s phone',
    id: '6vta/T',
    description: "Phone rule (API clients): the list's first phone differs from the phone field",
  },
  firstEmail: {
    defaultMessage: 'The first email must be the customer’s email',
    id: '36T9Ng',
    description: "Email rule (API clients): the list's first email differs from the email field",
  },
});
