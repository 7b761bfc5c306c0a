// The account page's passkeys: each with when it was added and last used, Remove, and adding one.
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import type { AccountQuery } from '../../gql/graphql.ts';
import { useServerWords } from '../../shared/i18n/serverWords.ts';
import { NoteAlert, type Note } from '../../shared/NoteAlert.tsx';
import { Section } from './AccountSection.tsx';
import { useWhen } from '../../shared/i18n/formats.ts';
import { AddPasskey } from './AddPasskey.tsx';
import { usePasskeyMutations } from './useAccountMutations.ts';

const removeLabel = defineMessage<{ name: string }>({
  defaultMessage: 'Remove the passkey {name}',
  id: 'Y7D5a3',
  description: "Account page: accessible name of a passkey's Remove button",
});
const removed = defineMessage<{ name: string }>({
  defaultMessage: 'The passkey {name} was removed.',
  id: 'Q4v4En',
  description: 'Account page: a passkey was removed',
});
const added = defineMessage<{ name: string }>({
  defaultMessage: 'The passkey {name} was added.',
  id: 'lJdlwk',
  description: 'Account page: a passkey was added',
});

export function PasskeysSection({ passkeys, refetch }: { passkeys: AccountQuery['passkeys']; refetch: () => void }) {
  const intl = useIntl();
  const serverWords = useServerWords();
  const when = useWhen();
  const { remove } = usePasskeyMutations();
  const [note, setNote] = useState<Note>(null);
  return (
    <Section
      title={intl.formatMessage({
        defaultMessage: 'Passkeys',
        id: '7k+EvK',
        description: "Account page: the passkeys section's title",
      })}
      id="account-passkeys"
    >
      <Typography.Paragraph type="secondary">
        <FormattedMessage
          defaultMessage="Sign in with your fingerprint, face or device PIN instead of a password. A passkey counts as both factors."
          id="fSthWq"
          description="Account page: what passkeys are"
        />
      </Typography.Paragraph>
      <NoteAlert className="account-note" note={note} onClose={() => setNote(null)} />
      {passkeys.length ? (
        <ul
          className="account-list"
          aria-label={intl.formatMessage({
            defaultMessage: 'Your passkeys',
            id: 'Rh6FOY',
            description: "Account page: the passkeys list's accessible name",
          })}
        >
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="account-item">
              <div>
                <strong>{passkey.name}</strong>
                <p className="account-item-detail">
                  <FormattedMessage
                    defaultMessage="Added {added}; last used {lastUsed}"
                    id="LrzNSe"
                    description="Account page: when a passkey was added and last used"
                    values={{ added: when(passkey.createdAt), lastUsed: when(passkey.lastUsedAt) }}
                  />
                </p>
              </div>
              <Button
                size="small"
                danger
                aria-label={intl.formatMessage(removeLabel, { name: passkey.name })}
                onClick={() =>
                  void remove(passkey.id).then((outcome) =>
                    setNote(
                      outcome.ok
                        ? { type: 'success', text: intl.formatMessage(removed, { name: passkey.name }) }
                        : { type: 'error', text: serverWords(outcome.problem) },
                    ),
                  )
                }
              >
                <FormattedMessage
                  defaultMessage="Remove"
                  id="9i92CS"
                  description="Account page: removes a passkey or the second factor"
                />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <FormattedMessage
            defaultMessage="No passkeys yet."
            id="O7lhA8"
            description="Account page: the person has no passkey"
          />
        </p>
      )}
      <AddPasskey
        onAdded={(name) => {
          setNote({ type: 'success', text: intl.formatMessage(added, { name }) });
          refetch();
        }}
      />
    </Section>
  );
}
