import { useSubscription } from '@apollo/client/react';
import { useMemo } from 'react';
import { CustomerEditorsDocument } from '../customerDocuments.ts';

/** Who is editing which customer now, by customer id (emails in order), for the list's "being edited" marks. */
export function useCustomerEditors(): ReadonlyMap<string, string[]> {
  // no-cache: nothing else reads these; background: no loading overlay for a feed that never ends.
  const { data } = useSubscription(CustomerEditorsDocument, { fetchPolicy: 'no-cache', context: { background: true } });
  return useMemo(() => {
    const editors = new Map<string, string[]>();
    for (const { customerId, user } of data?.customerEditors ?? [])
      editors.set(customerId, [...(editors.get(customerId) ?? []), user.email]);
    return editors;
  }, [data]);
}
