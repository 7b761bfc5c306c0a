// The customers list's columns as the Columns control names them, and which a role sees at all.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { CustomerColumnKey, ListColumnKey } from '../../../../../server/domain/views/savedView.ts';
import { customerColumnKeys } from '../../../../../server/domain/views/savedView.ts';
import {
  customerCompanyMessage,
  customerFieldMessages,
  customerOwnerMessage,
} from '../../../shared/customerFieldWords.ts';
import { tagWords } from '../tags/tagWords.ts';

const actionColumns = defineMessages({
  details: { defaultMessage: 'Details', id: 'yY8Dn/', description: 'Columns control: the Details links column' },
  edit: { defaultMessage: 'Edit', id: '8mnvJU', description: 'Columns control: the Edit links column' },
  status: {
    defaultMessage: 'Remove or restore',
    id: 'Q7lRZR',
    description: 'Columns control: the column of Remove and Restore buttons',
  },
});

export const columnLabels: Record<CustomerColumnKey, MessageDescriptor> = {
  fname: customerFieldMessages.fname,
  lname: customerFieldMessages.lname,
  email: customerFieldMessages.email,
  phone: customerFieldMessages.phone,
  address: customerFieldMessages.address,
  owner: customerOwnerMessage,
  tags: tagWords.column,
  company: customerCompanyMessage,
  ...actionColumns,
};

/** Columns a role that only reads never sees (the table leaves them out): not offered to it either. */
const writersOnly: readonly CustomerColumnKey[] = ['edit', 'status'];

/** The columns a role may show: the customer's own, then each of the team's active custom fields' (field:<key>). */
export function columnsFor(canWrite: boolean, fieldKeys: readonly string[] = []): readonly ListColumnKey[] {
  const own = canWrite ? customerColumnKeys : customerColumnKeys.filter((key) => !writersOnly.includes(key));
  return [...own, ...fieldKeys.map((key): ListColumnKey => `field:${key}`)];
}
