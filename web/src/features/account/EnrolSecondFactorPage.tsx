// Before the dashboard, when the team requires a second factor and this person has none: an authenticator app or a
// passkey, then on to the dashboard.
import { useApolloClient } from '@apollo/client/react';
import { Button, Card, Divider, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { AddPasskey } from './AddPasskey.tsx';
import { TotpSetup } from './TotpSetup.tsx';
import './account.css';

export function EnrolSecondFactorPage({ onSignOut }: { onSignOut: () => void }) {
  const client = useApolloClient();
  // The login check, run again, says the session is free: the dashboard opens.
  const done = () => void client.refetchQueries({ include: 'active' });
  return (
    <main className="account-enrol">
      <Card className="account-enrol-card">
        <Typography.Title level={1} className="page-title">
          <FormattedMessage
            defaultMessage="Set up a second factor"
            id="XWU1eg"
            description="Second factor required: the page's title"
          />
        </Typography.Title>
        <Typography.Paragraph>
          <FormattedMessage
            defaultMessage="Your team requires a second factor for everyone. Set one up to continue: an authenticator app, or a passkey on this device."
            id="qgiQki"
            description="Second factor required: why the page is shown and what to do"
          />
        </Typography.Paragraph>
        <Typography.Title level={2} className="account-section-title">
          <FormattedMessage
            defaultMessage="Authenticator app"
            id="dJW2+G"
            description="Second factor required: heading of the app's setup"
          />
        </Typography.Title>
        <TotpSetup onEnrolled={done} />
        <Divider />
        <Typography.Title level={2} className="account-section-title">
          <FormattedMessage
            defaultMessage="Passkey"
            id="UKZT0U"
            description="Second factor required: heading of adding a passkey"
          />
        </Typography.Title>
        <AddPasskey onAdded={done} />
        <Divider />
        <Button onClick={onSignOut}>
          <FormattedMessage
            defaultMessage="Sign out"
            id="M7GyAD"
            description="Second factor required: signs out instead"
          />
        </Button>
      </Card>
    </main>
  );
}
