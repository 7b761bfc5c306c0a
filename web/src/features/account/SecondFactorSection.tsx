// The account page's second factor: an authenticator app set up, or removed with one of its codes.
import { Alert, Button, Input, Space, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountQuery } from '../../gql/graphql.ts';
import { useServerWords } from '../../shared/i18n/serverWords.ts';
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
  const intl = useIntl();
  const serverWords = useServerWords();
  const { remove } = useTotpMutations();
  const [note, setNote] = useState<Note>(null);
  const [code, setCode] = useState('');
  const codeId = useId();
  return (
    <Section
      title={intl.formatMessage({
        defaultMessage: 'Second factor',
        id: '6/Rl3f',
        description: "Account page: the second factor section's title",
      })}
      id="account-second-factor"
    >
      {status.required && !status.enrolled && (
        <Alert
          type="warning"
          showIcon
          className="account-note"
          title={intl.formatMessage({
            defaultMessage: 'Your team requires a second factor: an authenticator app or a passkey.',
            id: 'YCKAxl',
            description: 'Account page: the team requires a second factor the person has not set up',
          })}
        />
      )}
      <NoteAlert className="account-note" note={note} onClose={() => setNote(null)} />
      {status.enrolled ? (
        <>
          <Typography.Paragraph>
            <FormattedMessage
              defaultMessage="{on} An authenticator app is asked for after your password. Recovery codes left: {left} of {all}."
              id="cjklsj"
              description="Account page: the second factor is on ({on} is the tag 'On'), and how many recovery codes are unused"
              values={{
                on: (
                  <Tag color="green">
                    <FormattedMessage
                      defaultMessage="On"
                      id="BIxYPt"
                      description="Account page: tag saying the second factor is on"
                    />
                  </Tag>
                ),
                left: status.recoveryCodesLeft,
                all: 10,
              }}
            />
          </Typography.Paragraph>
          <form
            aria-label={intl.formatMessage({
              defaultMessage: 'Remove the second factor',
              id: 'K/LrNM',
              description: "Account page: the form's name that removes the second factor",
            })}
            onSubmit={(event) => {
              event.preventDefault();
              void remove(code).then((outcome) => {
                setNote(
                  outcome.ok
                    ? {
                        type: 'success',
                        text: intl.formatMessage({
                          defaultMessage: 'The second factor was removed.',
                          id: 'Bdc+PG',
                          description: 'Account page: the second factor was removed',
                        }),
                      }
                    : { type: 'error', text: serverWords(outcome.problem) },
                );
                if (outcome.ok) setCode('');
              });
            }}
          >
            <label htmlFor={codeId} className="account-label">
              <FormattedMessage
                defaultMessage="A code from the app, or a recovery code, to remove it"
                id="BSJACB"
                description="Account page: label of the code field that removes the second factor"
              />
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
                <FormattedMessage
                  defaultMessage="Remove"
                  id="9i92CS"
                  description="Account page: removes a passkey or the second factor"
                />
              </Button>
            </Space.Compact>
          </form>
        </>
      ) : (
        <>
          <Typography.Paragraph>
            <FormattedMessage
              defaultMessage="Ask for a code from an authenticator app after your password, so a stolen password alone opens nothing."
              id="nmYgnF"
              description="Account page: what the second factor is for"
            />
          </Typography.Paragraph>
          <TotpSetup onEnrolled={refetch} />
        </>
      )}
    </Section>
  );
}
