// What a client sends to save a customer, and the check every path that writes one makes of it (a save, an import's
// rows, the fields a merge keeps).
import { customerSchema, validate, type Validated } from '../validation.ts';
import { normalizePhone, type PhoneRegion } from '../phones.ts';
import type { CustomerFields } from './customer.ts';
import { checkedEmails, checkedPhones, type ContactPointInput } from '../contactPoints/contactPoints.ts';
import type { CustomFieldValueInput } from '../customFields/customFieldValues.ts';

export interface CustomerInput {
  id?: string | null;
  fname: string;
  lname: string;
  email: string;
  phone: string;
  address: string;
  notes?: string | null;
  /** The owner's uid (customerOwners.ts): left out, a new customer's is its creator and an edit keeps the owner */
  ownerUid?: string | null;
  /** Imports: the owner by email (an owner column); importBatch.ts reads it as a member's uid */
  ownerEmail?: string | null;
  /** The tags the customer carries (tags/customerTags.ts): left out, an edit keeps its tags */
  tagIds?: readonly string[] | null;
  /** Imports: the tags by name, a tags column's cell (tags/tagCell.ts); importBatch.ts reads them as tag ids */
  tagNames?: string | null;
  /** Custom field values to set (customFields/customFieldValues.ts): keys left out keep their values */
  fields?: readonly CustomFieldValueInput[] | null;
  /** The company the customer works at (companies/customerCompanies.ts): null or '' none; left out, an edit keeps it */
  companyId?: string | null;
  /** Imports: the company by name (a company column), created when none has it; importBatch.ts reads it as an id */
  companyName?: string | null;
  /**
   * Every phone and email with its label, the first being `phone` and `email` (contactPoints.ts); left out, an edit
   * keeps the further ones
   */
  phones?: readonly ContactPointInput[] | null;
  emails?: readonly ContactPointInput[] | null;
  /**
   * The version the client saw: a stale one merges with others' writes or is refused
   * (conflicts/staleWriteMerge.ts); none, the last write wins
   */
  version?: number | null;
}

/**
 * The input checked against docs/product.md#validation (trimmed), with its phone normalised, and its phones and emails
 * (problems named `phones.<index>`, `emails.<index>`).
 */
export function checkedCustomer(input: CustomerInput, phoneRegion: PhoneRegion): Validated<CustomerFields> {
  const result = validate(customerSchema, { ...input, notes: input.notes ?? '' });
  const phones = checkedPhones(input.phones, String(input.phone ?? ''), phoneRegion);
  const emails = checkedEmails(input.emails, String(input.email ?? ''));
  if (!result.ok || !phones.ok || !emails.ok) {
    const fields = [!phones.ok && phones.fields, !emails.ok && emails.fields, !result.ok && result.fields];
    return { ok: false, fields: Object.assign({}, ...fields) };
  }
  const { fname, lname, email, phone, address, notes } = result.value;
  const phoneNormalized = normalizePhone(phone, phoneRegion);
  return {
    ok: true,
    value: {
      fname,
      lname,
      email,
      phone,
      phoneNormalized,
      address,
      notes,
      // The first's normalised form is the phone's own (checkedPhones read it in the same region).
      ...(phones.points && { phones: phones.points }),
      ...(emails.points && { emails: emails.points }),
    },
  };
}
