// Before the dashboard, when the team requires a second factor and this person has none: an authenticator app or a
// passkey, then on to the dashboard.
import { useApolloClient } from '@apollo/client/react';
import { Button, Card, Divider, Typography } from 'antd';
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
          Set up a second factor
        </Typography.Title>
        <Typography.Paragraph>
          Your team requires a second factor for everyone. Set one up to continue: an authenticator app, or a passkey on
          this device.
        </Typography.Paragraph>
        <Typography.Title level={2} className="account-section-title">
          Authenticator app
        </Typography.Title>
        <TotpSetup onEnrolled={done} />
        <Divider />
        <Typography.Title level={2} className="account-section-title">
          Passkey
        </Typography.Title>
        <AddPasskey onAdded={done} />
        <Divider />
        <Button onClick={onSignOut}>Sign out</Button>
      </Card>
    </main>
  );
}
