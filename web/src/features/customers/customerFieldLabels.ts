/** What the add/edit form calls each of a customer's fields; the import page and the history use the same words. */
export const customerFieldLabels = {
  fname: 'First name',
  lname: 'Last name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  notes: 'Notes',
} as const;
