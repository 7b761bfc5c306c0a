/**
 * What the add/edit form calls each of a customer's fields;
 * the import page, the history and the dashboard use the same words.
 */
export const customerFieldLabels = {
  fname: 'First name',
  lname: 'Last name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  notes: 'Notes',
} as const;

/** A field as a sentence names it: the form's label, in lower case (a field without a label keeps its own name). */
export const customerFieldName = (field: string) =>
  field in customerFieldLabels ? customerFieldLabels[field as keyof typeof customerFieldLabels].toLowerCase() : field;
