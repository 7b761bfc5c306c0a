// The customers list's columns as the Columns control names them, and which a role sees at all.
import type { CustomerColumnKey } from '../../../../../server/domain/views/savedView.ts';
import { customerColumnKeys } from '../../../../../server/domain/views/savedView.ts';

export const columnLabels: Record<CustomerColumnKey, string> = {
  fname: 'First name',
  lname: 'Last name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  details: 'Details',
  edit: 'Edit',
  status: 'Remove or restore',
};

/** Columns a role that only reads never sees (the table leaves them out): not offered to it either. */
const writersOnly: readonly CustomerColumnKey[] = ['edit', 'status'];

export function columnsFor(canWrite: boolean): readonly CustomerColumnKey[] {
  return canWrite ? customerColumnKeys : customerColumnKeys.filter((key) => !writersOnly.includes(key));
}
