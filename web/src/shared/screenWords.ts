// Words a screen renders that its page also holds before the scripts have run (app/firstFrames.tsx): one text for both.
export const screenWords = {
  customersSearch: 'Search by name, email, phone, address or notes',
  teamLead:
    'Who may see and change your customers: members and their roles, invitations, how people may sign up, API keys, webhooks, and a record of what was done.',
  duplicatesLead: 'Active customers who share an email address or a phone number (in any format) are listed together.',
  duplicatesMerge: 'Merge a group to keep one customer with the values you choose.',
  importIntro:
    'Choose a CSV or Excel (.xlsx) file whose first row names its columns. Nothing is saved until you confirm the preview.',
} as const;
