// The server speaks English and sends a code with it (docs/languages.md#the-servers-words): the web shows the words a
// person can meet (field rules, sign-in refusals) in the page's language. Words not listed here show as they came.
import { useCallback } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { taskServerWords } from './taskServerWords.ts';
import { tagServerWords } from './tagServerWords.ts';
import { customFieldServerWords } from './customFieldServerWords.ts';
import { companyServerWords } from './companyServerWords.ts';
import { contactPointServerWords } from './contactPointServerWords.ts';

const rules = defineMessages({
  email: {
    defaultMessage: 'Please insert valid email',
    id: 'LAV2Mv',
    description: 'Field rule: the email is not valid',
  },
  password: {
    defaultMessage: 'Please insert your password',
    id: '6BxF0g',
    description: 'Field rule: the password is empty',
  },
  newPassword: {
    defaultMessage: 'Please insert at least 6 characters password',
    id: 'XvH/kU',
    description: 'Field rule: a new password is shorter than 6 characters',
  },
  samePassword: {
    defaultMessage: 'Please insert the same password',
    id: 'RxtvZE',
    description: 'Field rule: the repeated password differs',
  },
  name: {
    defaultMessage: 'Please insert valid name',
    id: 'Dy07h2',
    description: 'Field rule: a name is empty or too short',
  },
  address: {
    defaultMessage: 'Please insert valid address',
    id: '0T2nHD',
    description: 'Field rule: the address is too short',
  },
  phone: {
    defaultMessage: 'Please insert valid phone',
    id: '2a5bTP',
    description: 'Field rule: the phone is not valid',
  },
  characters: {
    defaultMessage: 'Please remove the invalid characters',
    id: 'WhOuy2',
    description: 'Field rule: the text holds a character that cannot be stored',
  },
});

const tooLongRule = defineMessage<{ max: string }>({
  defaultMessage: 'Please insert at most {max} characters',
  id: 'oyXBBM',
  description: 'Field rule: the text is longer than its maximum',
});

const signIn = defineMessages({
  invalidCredential: {
    defaultMessage: 'The email or password is incorrect.',
    id: 'efV7sN',
    description: 'Sign-in refused: wrong email or password',
  },
  emailInUse: {
    defaultMessage: 'The email address is already in use by another account.',
    id: 'y7zC3I',
    description: 'Sign-up refused: the address has an account',
  },
  weakPassword: {
    defaultMessage: 'Password should be at least 6 characters.',
    id: 'T9VXrS',
    description: 'Sign-up refused: the password is too short',
  },
  invalidEmail: {
    defaultMessage: 'The email address is badly formatted.',
    id: 'TFdK1o',
    description: 'Sign-in refused: the address is not an email address',
  },
  tooManyRequests: {
    defaultMessage: 'Access has been temporarily disabled because of many failed attempts. Try again later.',
    id: '5Kjxvo',
    description: 'Sign-in refused: too many failed attempts',
  },
  notAllowed: {
    defaultMessage: 'Sign-up is not allowed for this email address.',
    id: 'ZeAlem',
    description: "Sign-up refused: the team's sign-up policy does not admit the address",
  },
  disabled: {
    defaultMessage: 'This account has been deactivated by an administrator of the team.',
    id: '5oPi8H',
    description: 'Sign-in refused: the member was deactivated',
  },
  unverified: {
    defaultMessage: 'This email address is not confirmed yet.',
    id: 'AlNp21',
    description: 'Sign-in refused: the address is not confirmed',
  },
  secondFactorDue: {
    defaultMessage: 'Enter the code from your authenticator app, or one of your recovery codes.',
    id: '6E/bAr',
    description: 'Sign-in: the second factor is due',
  },
  wrongCode: {
    defaultMessage: 'The code is not correct. Check your authenticator app and try again.',
    id: '9qAqsU',
    description: 'Sign-in refused: the second-factor code is wrong',
  },
  resetLinkGone: {
    defaultMessage: 'This password reset link is no longer valid. Ask for a new one.',
    id: 'I7MNvn',
    description: 'Password reset refused: the link was used or expired',
  },
  challengeGone: {
    defaultMessage: 'This sign-in has expired. Sign in again.',
    id: 'utKhve',
    description: 'Sign-in refused: the second-factor step took too long',
  },
  mustEnrol: {
    defaultMessage: 'Your team requires a second factor: set one up on your account page first.',
    id: 'NYmuZ+',
    description: 'Refusal: the team requires a second factor the person has not set up',
  },
  alreadyEnrolled: {
    defaultMessage: 'A second factor is already set up. Remove it first to set up another.',
    id: 'vSwV76',
    description: 'Refusal: setting up a second factor twice',
  },
  notEnrolled: {
    defaultMessage: 'No second factor is set up.',
    id: 'dVzm8k',
    description: 'Refusal: no second factor to remove',
  },
  startFirst: {
    defaultMessage: 'Start setting up the second factor first.',
    id: '3JTa6k',
    description: 'Refusal: confirming a second factor before starting to set it up',
  },
  ownerReset: {
    defaultMessage: "Only the owner can create a reset link for the owner's account.",
    id: 'BoPHP7',
    description: "Refusal: an admin asked for a reset link for the owner's account",
  },
  passkeyName: {
    defaultMessage: 'Give the passkey a name of 1 to 100 characters.',
    id: 'uZ0sV4',
    description: "Refusal: a passkey's name is empty or too long",
  },
  passkeyResponse: {
    defaultMessage: 'The browser’s passkey answer could not be read. Try again.',
    id: 'fFrje+',
    description: "Refusal: the browser's passkey answer was malformed",
  },
  passkeyNotVerified: {
    defaultMessage: 'The passkey could not be verified. Try again.',
    id: 'KYeHfX',
    description: 'Refusal: the passkey answer did not verify',
  },
  passkeyUnknown: {
    defaultMessage: 'This passkey is not known here. Sign in with your password and add it on your account page.',
    id: 't98sOH',
    description: 'Sign-in refused: the passkey is not registered',
  },
  invited: {
    defaultMessage: 'This address has an invitation waiting: use the link in the invitation email to join.',
    id: 'K0vqF/',
    description: 'Sign-up refused: the address was invited and must join through the link',
  },
  alreadyMember: {
    defaultMessage: 'This person is already a member of the team.',
    id: 'NWQukT',
    description: 'Invitation refused: the address belongs to a member',
  },
});

const roles = defineMessages({
  read: {
    defaultMessage: 'Your role does not allow reading customers.',
    id: 'w1Vu6L',
    description: "Refusal: the person's role may not read customers",
  },
  write: {
    defaultMessage: 'Your role (viewer) can read customers but not change them.',
    id: 'U+ns7L',
    description: 'Refusal: a viewer tried to change a customer',
  },
  transfer: {
    defaultMessage: 'Your role (viewer) can read customers but not import or export them.',
    id: 'otUtvt',
    description: 'Refusal: a viewer tried to import or export',
  },
  erase: {
    defaultMessage: 'Only the owner and admins can erase customers for good.',
    id: 'i3MrQ7',
    description: 'Refusal: a member tried to erase a customer',
  },
  manage: {
    defaultMessage: 'Only the owner and admins can manage the team.',
    id: 'cCtOuX',
    description: 'Refusal: a member tried to manage the team',
  },
  ownership: {
    defaultMessage: 'Only the owner can hand ownership on.',
    id: 'X0uKUD',
    description: 'Refusal: someone other than the owner tried to transfer ownership',
  },
});

/** Not the server's: what the page says when the server could not be reached at all. */
const offline = defineMessages({
  retry: {
    defaultMessage: 'The server could not be reached. Try again.',
    id: '5rcq0h',
    description: 'A change failed because the server could not be reached',
  },
  plain: {
    defaultMessage: 'The server could not be reached.',
    id: 'KEsNzm',
    description: 'Signing in failed because the server could not be reached',
  },
});

const views = defineMessages({
  name: { defaultMessage: 'Please name the view', id: 'BowAul', description: 'Saved view rule: the name is empty' },
  columns: {
    defaultMessage: 'Choose at least one column',
    id: 'nUDxfz',
    description: 'Saved view rule: no column chosen',
  },
  sameColumn: {
    defaultMessage: 'Choose each column once',
    id: 'Yt6mTR',
    description: 'Saved view rule: a column chosen twice',
  },
  sameSortField: {
    defaultMessage: 'Sort by each column once',
    id: 'f0Jl4U',
    description: 'Saved view rule: a sort field twice',
  },
  tooMany: {
    defaultMessage: 'You can keep at most 50 views: delete one first',
    id: '8XWfaM',
    description: 'Saved view refused: the person keeps the most views allowed',
  },
  share: {
    defaultMessage: 'Your role (viewer) can keep views for yourself but not share them with the team.',
    id: '5nTu6I',
    description: 'Saved view refused: a viewer tried to share',
  },
  notYours: {
    defaultMessage:
      'Only the person who saved this view can change it; the owner and admins can also change shared views.',
    id: 'y5hxAE',
    description: "Saved view refused: changing someone else's view",
  },
});

/**
 * The server's English, word for word, to its message here: each message's English is the server's text (the server's
 * modules are not imported: they would bring server code into the page; tests/unit/serverWords.test.ts compares).
 */
const byEnglish = new Map<string, MessageDescriptor>(
  [
    ...Object.values(rules),
    ...Object.values(signIn),
    ...Object.values(roles),
    ...Object.values(views),
    ...Object.values(taskServerWords),
    ...Object.values(tagServerWords),
    ...Object.values(customFieldServerWords),
    ...Object.values(companyServerWords),
    ...Object.values(contactPointServerWords),
  ].map((descriptor) => [descriptor.defaultMessage, descriptor]),
);

const offlineByEnglish = new Map<string, MessageDescriptor>(
  Object.values(offline).map((descriptor) => [descriptor.defaultMessage, descriptor]),
);

const tooLong = /^Please insert at most (\d+) characters$/;

/** Tells the server's English (a field rule, a refusal) in the page's language; words it does not know stay. */
export function useServerWords(): (english: string) => string {
  const intl = useIntl();
  return useCallback(
    (english: string) => {
      const known = byEnglish.get(english) ?? offlineByEnglish.get(english);
      if (known) return intl.formatMessage(known);
      const max = tooLong.exec(english)?.[1];
      return max ? intl.formatMessage(tooLongRule, { max }) : english;
    },
    [intl],
  );
}

/** Every English text above, for the test that holds this table to the server's words. */
export const serverWordsKnown = byEnglish;
