// Rows someone is editing now (docs/collaboration.md) carry a pencil naming who.
import { EditOutlined } from '@ant-design/icons';
import { useCallback, type ReactNode } from 'react';
import type { LiveCustomer } from '../live/liveCustomerCollection.ts';
import { useCustomerEditors } from './useCustomerEditors.ts';

/** What to show after a customer's name in the list: a pencil naming who is editing it, or nothing. */
export function useEditingMark(): (customer: LiveCustomer) => ReactNode {
  const editors = useCustomerEditors();
  return useCallback(
    (customer: LiveCustomer) => {
      const who = editors.get(customer.id);
      if (!who) return null;
      const label = `Being edited by ${who.join(', ')}`;
      return (
        <span className="row-editing" role="img" aria-label={label} title={label}>
          <EditOutlined />
        </span>
      );
    },
    [editors],
  );
}
