// The list's owner filters, rendered plain like the page (CustomersPage.tsx): "My customers", and any member's
// customers through a native select of the team (teammates, so every role may use it).
import { UserOutlined } from '@ant-design/icons';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { customerOwnerMessage } from '../../shared/customerFieldWords.ts';
import type { Teammate } from '../../shared/teammates.ts';

const ownerWords = defineMessages({
  anyone: {
    defaultMessage: 'Any owner',
    id: '9XBmTw',
    description: "Customers list: the owner filter's choice that shows everyone's customers",
  },
  me: {
    defaultMessage: 'Me',
    id: 'UgV7Ev',
    description: "Customers list: the owner filter's choice of the signed-in person's own customers",
  },
});
const inactiveWords = defineMessage<{ email: string }>({
  defaultMessage: '{email} (deactivated)',
  id: 'liNYh3',
  description: "Customers list: the owner filter's choice of a deactivated member",
});

/** "My customers": only the caller's own customers, or everyone's. */
export function MineFilter({ value, onChange }: { value: boolean; onChange: (mine: boolean) => void }) {
  return (
    <label className={value ? 'customers-mine ui-segment ui-segment-checked' : 'customers-mine ui-segment'}>
      <input type="checkbox" checked={value} onChange={(event) => onChange(event.target.checked)} />
      <FormattedMessage
        defaultMessage="My customers"
        id="+eCElL"
        description="Customers list: the filter that shows only the customers the signed-in person owns"
      />
    </label>
  );
}

/** Any member's customers (a uid), the caller's ("me"), or everyone's (null). */
export function OwnerSelect({
  value,
  teammates,
  onChange,
}: {
  value: string | null;
  teammates: readonly Teammate[];
  onChange: (owner: string | null) => void;
}) {
  const intl = useIntl();
  // A uid no longer in the team (an old link) still shows as chosen, under its id.
  const known = value === null || value === 'me' || teammates.some(({ uid }) => uid === value);
  return (
    <span className="ui-input customers-owner">
      <UserOutlined aria-hidden="true" />
      <select
        aria-label={intl.formatMessage(customerOwnerMessage)}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{intl.formatMessage(ownerWords.anyone)}</option>
        <option value="me">{intl.formatMessage(ownerWords.me)}</option>
        {!known && <option value={value}>{value}</option>}
        {teammates.map(({ uid, email, active }) => (
          <option key={uid} value={uid}>
            {active ? email : intl.formatMessage(inactiveWords, { email })}
          </option>
        ))}
      </select>
    </span>
  );
}
