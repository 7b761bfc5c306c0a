// Customers that share a contact (docs/product.md#phones-imports-and-duplicates): an email, case aside, or a phone once
// normalised. The form and the import page ask before they write; an import's UPDATE and SKIP find them the same way.
import { allContactKeys } from '../contactPoints/contactPoints.ts';
import { InvalidInputError } from '../errors.ts';
import { customerSortKey, sortByKey } from '../ordering.ts';
import { normalizePhone, type PhoneRegion } from '../phones.ts';
import { limits } from '../fieldRules.ts';
import type { Customer, CustomerContact, CustomerDuplicate } from './customer.ts';
import type { CustomerStore } from './customerStore.ts';

/**
 * For each contact, the customers (any status) with its email, case aside, or else with its phone once normalised,
 * in the contacts' order and then name order.
 */
export async function contactDuplicates(
  store: CustomerStore,
  contacts: readonly CustomerContact[],
  phoneRegion: PhoneRegion,
): Promise<CustomerDuplicate[]> {
  if (contacts.length > limits.contactsMax) {
    throw new InvalidInputError({ contacts: `Check at most ${limits.contactsMax} contacts at a time` });
  }
  const wanted = contacts.map(({ email, phone }) => ({
    email: email?.trim().toLowerCase() || null,
    phone: phone?.trim() ? normalizePhone(phone, phoneRegion) : null,
  }));
  const found = await customersWithContacts(store, wanted);
  return wanted.flatMap(({ email, phone }, index) => {
    // Every email and phone of a customer counts, its further ones too.
    const sameEmail = email ? found.filter((customer) => allContactKeys(customer).emails.includes(email)) : [];
    const samePhone = phone
      ? found.filter((customer) => allContactKeys(customer).phones.includes(phone) && !sameEmail.includes(customer))
      : [];
    return [
      ...sameEmail.map((customer) => ({ index, match: 'EMAIL' as const, customer })),
      ...samePhone.map((customer) => ({ index, match: 'PHONE' as const, customer })),
    ];
  });
}

/** Customers of any status with one of these emails (case aside) or normalised phones, in name order. */
export async function customersWithContacts(
  store: CustomerStore,
  contacts: ReadonlyArray<{ email: string | null; phone: string | null }>,
): Promise<Customer[]> {
  const emails = [...new Set(contacts.flatMap(({ email }) => (email ? [email.toLowerCase()] : [])))];
  const phones = [...new Set(contacts.flatMap(({ phone }) => (phone ? [phone] : [])))];
  if (!emails.length && !phones.length) return [];
  return sortByKey(await store.findByContact(emails, phones), customerSortKey);
}
