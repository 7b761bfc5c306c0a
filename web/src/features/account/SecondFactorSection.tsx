// The account page's second factor: an authenticator app set up, or removed with one of its codes.
import { Alert, Button, Input, Space, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import type { AccountQuery } from '../../gql/graphql.ts';
import { NoteAlert, type Note } from '../../shared/NoteAlert.tsx';
import { Section } from './AccountSection.tsx';
import { TotpSetup } from './TotpSetup.tsx';
import { useTotpMutations } from './useAccountMutations.ts';

export function SecondFactorSection({
  status,
  refetch,
}: {
  status: AccountQuery['secondFactor'];
  refetch: () => void;
}) {
  const { remove } = useTotpMutations();
  const [note, setNote] = useState<Note>(null);
  const [code, setCode] = useState('');
  const codeId = useId();
  return (
    <Section title="Second factor" id="account-second-factor">
      {status.required && !status.enrolled && (
        <Alert
          type="warning"
          showIcon
          className="account-note"
          title="Your team requires a second factor: an authenticator app or a passkey."
        />
      )}
      <NoteAlert className="account-note" note={note} onClose={() => setNote(null)} />
      {status.enrolled ? (
        <>
          <Typography.Paragraph>
            <Tag color="green">On</Tag> An authenticator app is asked for after your password. Recovery codes left:{' '}
            {status.recoveryCodesLeft} of 10.
          </Typography.Paragraph>
          <form
            aria-label="Remove the second factor"
            onSubmit={(event) => {
              event.preventDefault();
              void remove(code).then((outcome) => {
                setNote(
                  outcome.ok
                    ? { type: 'success', text: 'The second factor was removed.' }
                    : { type: 'error', text: outcome.problem },
                );
                if (outcome.ok) setCode('');
              });
            }}
          >
            <label htmlFor={codeId} className="account-label">
              A code from the app, or a recovery code, to remove it
            </label>
            <Space.Compact>
              <Input
                id={codeId}
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                className="account-code-input"
              />
              <Button danger htmlType="submit" disabled={!code.trim()}>
                Remove
              </Button>
            </Space.Compact>
          </form>
        </>
      ) : (
        <>
          <Typography.Paragraph>
            Ask for a code from an authenticator app after your password, so a stolen password alone opens nothing.
          </Typography.Paragraph>
          <TotpSetup onEnrolled={refetch} />
        </>
      )}
    </Section>
  );
}
