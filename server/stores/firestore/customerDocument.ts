// Customers as the original app keeps them in Firestore (DESIGN §6): the spec's field names,
// read tolerantly (missing or odd values never break a list), written in the same shape.
import type { DocumentData } from 'firebase-admin/firestore';
import type { Customer, CustomerFields } from '../../domain/customers/customer.ts';

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** The document id is the customer id; status counts as active only when it is the boolean true, as the ACTIVE query sees it. */
export function customerFromDocument(id: string, data: DocumentData | undefined): Customer {
  const fields = data ?? {};
  return {
    id,
    fname: text(fields.fname),
    lname: text(fields.lname),
    email: text(fields.email),
    phone: text(fields.phone),
    // Documents saved before phones were normalised have none until their next save (or npm run normalize-phones).
    phoneNormalized: typeof fields.phoneNormalized === 'string' && fields.phoneNormalized ? fields.phoneNormalized : null,
    address: text(fields.address),
    notes: text(fields.notes),
    status: fields.status === true,
    // Documents written before versions were kept count as version 0.
    version: typeof fields.version === 'number' && Number.isSafeInteger(fields.version) ? fields.version : 0,
  };
}

/** The fields a save merges into a document: the spec's list and the normalised phone, less status (which only create and status changes write) and version. */
export function savedFields(id: string, fields: CustomerFields): Omit<Customer, 'status' | 'version'> {
  const { fname, lname, address, phone, phoneNormalized, email, notes } = fields;
  return { fname, lname, address, phone, phoneNormalized, email, notes, id };
}
