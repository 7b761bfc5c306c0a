// What the add/edit form holds of a customer, apart from the form itself: the conflict notice and the edit-conflict
// hook (conflicts/) read the same values without importing the component.
import type { CustomerFieldsFragment } from '../../gql/graphql.ts';

/**
 * The editable text fields of a customer; id and status are not the form's to change, tags, the company and custom
 * fields are chosen beside them.
 */
export type CustomerFormValues = Omit<
  CustomerFieldsFragment,
  'id' | 'status' | 'phoneNormalized' | 'version' | 'tags' | 'fields' | 'company'
>;

export type CustomerFormField = keyof CustomerFormValues;
export const formFields: readonly CustomerFormField[] = ['fname', 'lname', 'address', 'email', 'phone', 'notes'];

export const emptyCustomer: CustomerFormValues = { fname: '', lname: '', address: '', email: '', phone: '', notes: '' };

/** What the form edits of a customer. */
export const customerFormValues = (customer: CustomerFieldsFragment): CustomerFormValues =>
  Object.fromEntries(formFields.map((field) => [field, customer[field]])) as CustomerFormValues;
