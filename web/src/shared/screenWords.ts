// Words a screen renders that its page also holds before the scripts have run (app/firstFrames.tsx): one message for both.
import { defineMessages } from 'react-intl';

export const screenWords = defineMessages({
  customersSearch: {
    defaultMessage: 'Search by name, email, phone, address or notes',
    id: 'LhvRhf',
    description: "Placeholder of the customers list's search",
  },
  teamLead: {
    defaultMessage:
      'Who may see and change your customers: members and their roles, invitations, how people may sign up, API keys, webhooks, and a record of what was done.',
    id: 'g8Dtew',
    description: "The Team page's lead sentence",
  },
  duplicatesLead: {
    defaultMessage:
      'Active customers who share an email address or a phone number (in any format) are listed together.',
    id: 'HUrt2e',
    description: "The Duplicates view's lead sentence",
  },
  duplicatesMerge: {
    defaultMessage: 'Merge a group to keep one customer with the values you choose.',
    id: 'xwNt3Y',
    description: "The Duplicates view's second sentence, for roles that may merge",
  },
  importIntro: {
    defaultMessage:
      'Choose a CSV or Excel (.xlsx) file whose first row names its columns. Nothing is saved until you confirm the preview.',
    id: 'xmWR+U',
    description: "The import page's lead sentence",
  },
  tasksLead: {
    defaultMessage:
      'Open tasks by when they are due, in the team’s time zone: overdue first, then today, upcoming and those with no date.',
    id: 'u8hOu/',
    description: "The Tasks screen's lead sentence",
  },
  customersTitle: { defaultMessage: 'Customers list', id: '48HUnD', description: "The customers list's title" },
  teamTitle: { defaultMessage: 'Team', id: 'rA92Tf', description: "The Team page's title" },
  duplicatesTitle: { defaultMessage: 'Duplicates', id: '0f1rX8', description: "The Duplicates view's title" },
  tasksTitle: { defaultMessage: 'Tasks', id: 'w+i72s', description: 'The Tasks screen’s title' },
  importTitle: { defaultMessage: 'Import customers', id: '+fUEMi', description: "The import page's title" },
  addCustomerTitle: {
    defaultMessage: 'Add User',
    id: 'PcVMWz',
    description: "The add-customer form's title (the spec's words)",
  },
  searchCustomers: {
    defaultMessage: 'Search customers',
    id: 'HiTh4y',
    description: "Accessible name of the customers list's search",
  },
  customerDetailsTitle: {
    defaultMessage: 'Customer details',
    id: 'UbTyNz',
    description: "A customer's page: its title while the customer loads",
  },
  loading: { defaultMessage: 'Loading…', id: 'VTxncW', description: 'Said to screen readers while a page loads' },
});
