// Rows someone is editing now (docs/collaboration.md) carry a pencil naming who.
import { EditOutlined } from '@ant-design/icons';
import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { LiveCustomer } from '../live/liveCustomerCollection.ts';
import { useCustomerEditors } from './useCustomerEditors.ts';

/** What to show after a customer's name in the list: a pencil naming who is editing it, or nothing. */
export function useEditingMark(): (customer: LiveCustomer) => ReactNode {
  const editors = useCustomerEditors();
  const intl = useIntl();
  return useCallback(
    (customer: LiveCustomer) => {
      const who = editors.get(customer.id);
      if (!who) return null;
      const label = intl.formatMessage(
        {
          defaultMessage: 'Being edited by {who}',
          id: 'B9FZKx',
          description: "Customers list: the pencil after a row's name, naming who edits it (emails)",
        },
        { who: intl.formatList(who, { type: 'unit' }) },
      );
      return (
        <span className="row-editing" role="img" aria-label={label} title={label}>
          <EditOutlined />
        </span>
      );
    },
    [editors, intl],
  );
}
