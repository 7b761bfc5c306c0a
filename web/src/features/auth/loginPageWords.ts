// The login screen's titles and notes, kept in tables: a step's title and subtitle, and why a session ended.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { SessionEndReason } from '../../../../server/domain/errors.ts';
import { authWords } from './authWords.ts';

export const loginPageWords = defineMessages({
  welcome: {
    defaultMessage: 'Welcome Back!',
    id: 'T6bxdp',
    description: 'Login screen: the title above the Login and Sign Up tabs',
  },
  welcomeSubtitle: {
    defaultMessage: 'Sign in to manage your customers and contacts.',
    id: 'F2rFhF',
    description: 'Login screen: the line under "Welcome Back!"',
  },
  secondFactor: {
    defaultMessage: 'Two-step verification',
    id: 'UE9Jni',
    description: 'Second-factor step: the title',
  },
  secondFactorSubtitle: {
    defaultMessage: 'Your account asks for a second factor.',
    id: 'slhOr8',
    description: 'Second-factor step: the line under the title',
  },
  forgotSubtitle: {
    defaultMessage: 'We will email you a link to choose a new one.',
    id: 'ay+ONg',
    description: 'Forgot-password step: the line under the title',
  },
  resetSubtitle: {
    defaultMessage: 'Set the password you will sign in with from now on.',
    id: 'ywIxJq',
    description: 'Reset step: the line under the title',
  },
});

/** Each step that replaces the tabs: its title and the line under it. */
export const stepTitles = {
  'second-factor': { title: loginPageWords.secondFactor, subtitle: loginPageWords.secondFactorSubtitle },
  forgot: { title: authWords.forgotPassword, subtitle: loginPageWords.forgotSubtitle },
  reset: { title: authWords.chooseNewPassword, subtitle: loginPageWords.resetSubtitle },
} satisfies Record<string, { title: MessageDescriptor; subtitle: MessageDescriptor }>;

/** Why the session ended, as the server words it (server/domain/errors.ts), in the page's language. */
export const sessionEndWords: Record<SessionEndReason, MessageDescriptor> = defineMessages({
  DEACTIVATED: {
    defaultMessage: 'Your account was deactivated by an administrator.',
    id: 'ffLBEc',
    description: 'Login screen: the session ended because an admin deactivated the account',
  },
  PASSWORD_CHANGED: {
    defaultMessage: 'Your password was changed on another device.',
    id: 'JEeehy',
    description: 'Login screen: the session ended because the password was changed elsewhere',
  },
  API_KEY_INVALID: {
    defaultMessage: 'This API key is not valid: it is unknown, revoked or expired.',
    id: 'JDVXOp',
    description: 'Login screen: the session ended because its API key is no longer valid',
  },
});
