// The add/edit form's words (CustomerForm.tsx), and the edit form's title its page shares.
import { defineMessage, defineMessages } from 'react-intl';

export const editCustomerTitle = defineMessage({
  defaultMessage: 'Edit User',
  id: '8/UKro',
  description: "The edit-customer form's title and accessible name (the spec's words)",
});

export const formWords = defineMessages({
  changesNotSaved: {
    defaultMessage: 'The changes were not saved',
    id: '9JQ3kS',
    description: 'Customer form (editing): title of the notice of a save that failed',
  },
  customerNotSaved: {
    defaultMessage: 'The customer was not saved',
    id: 'PAFD57',
    description: 'Customer form (adding): title of the notice of a save that failed',
  },
  unreachable: {
    defaultMessage: 'The server could not be reached: check the connection. What you typed is still here.',
    id: 'RNhzbp',
    description: 'Customer form: a save that failed, offline',
  },
  serverFailed: {
    defaultMessage: 'The server could not save it. What you typed is still here.',
    id: '7W7wTr',
    description: 'Customer form: a save the server failed',
  },
  tryAgain: {
    defaultMessage: 'Try again',
    id: 'qrzg4w',
    description: 'Customer form: button that repeats a save that failed',
  },
  leaveEditing: {
    defaultMessage: 'The changes you made to this customer are not saved.',
    id: 'p5XjQI',
    description: 'Customer form (editing): the leave-without-saving question says what would be lost',
  },
  leaveAdding: {
    defaultMessage: 'The customer you started is not saved.',
    id: 'z+U5sB',
    description: 'Customer form (adding): the leave-without-saving question says what would be lost',
  },
  save: { defaultMessage: 'Save', id: 'LPvfE4', description: 'Customer form: the Save button' },
  cancel: {
    defaultMessage: 'Cancel',
    id: 'IJN05g',
    description: 'Customer form: button that goes back without saving',
  },
  clear: { defaultMessage: 'Clear', id: 'EdOuZo', description: 'Customer form: button that empties every field' },
});
