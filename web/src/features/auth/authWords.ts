// Words more than one sign-in form shows: one message each, so a translator sees them once.
import { defineMessages } from 'react-intl';

export const authWords = defineMessages({
  email: { defaultMessage: 'Email', id: 'tEnlHP', description: 'Sign-in forms: label of the email field' },
  password: { defaultMessage: 'Password', id: 'Xc7rkA', description: 'Sign-in forms: label of the password field' },
  emailExample: {
    defaultMessage: 'name@company.com',
    id: '1ke1Ie',
    description: 'Sign-in forms: placeholder of the email field, an example address',
  },
  login: {
    defaultMessage: 'Login',
    id: 'GB6IAS',
    description: "Login screen: the Login tab's name and the Login form's button",
  },
  signUp: {
    defaultMessage: 'Sign Up',
    id: '04AeJp',
    description: "Login screen: the Sign Up tab's name and the Sign Up button",
  },
  atLeastSix: {
    defaultMessage: 'At least 6 characters',
    id: 'XLOyfF',
    description: 'Sign-up and reset forms: placeholder of the new password field',
  },
  backToLogin: {
    defaultMessage: 'Back to login',
    id: 'WalIvZ',
    description: 'Sign-in steps: link back to the Login tab',
  },
  forgotPassword: {
    defaultMessage: 'Forgot your password?',
    id: 'vVZLPj',
    description: "Login screen: the link to ask for a reset link, and that step's title",
  },
  chooseNewPassword: {
    defaultMessage: 'Choose a new password',
    id: '69XZyn',
    description: "Reset step: its title, and its form's accessible name",
  },
});
