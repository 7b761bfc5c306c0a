// The account page's passkeys: each with when it was added and last used, Remove, and adding one.
import { Button, Typography } from 'antd';
import { useState } from 'react';
import type { AccountQuery } from '../../gql/graphql.ts';
import { NoteAlert, type Note } from '../../shared/NoteAlert.tsx';
import { Section, when } from './AccountSection.tsx';
import { AddPasskey } from './AddPasskey.tsx';
import { usePasskeyMutations } from './useAccountMutations.ts';

export function PasskeysSection({ passkeys, refetch }: { passkeys: AccountQuery['passkeys']; refetch: () => void }) {
  const { remove } = usePasskeyMutations();
  const [note, setNote] = useState<Note>(null);
  return (
    <Section title="Passkeys" id="account-passkeys">
      <Typography.Paragraph type="secondary">
        Sign in with your fingerprint, face or device PIN instead of a password. A passkey counts as both factors.
      </Typography.Paragraph>
      <NoteAlert className="account-note" note={note} onClose={() => setNote(null)} />
      {passkeys.length ? (
        <ul className="account-list" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="account-item">
              <div>
                <strong>{passkey.name}</strong>
                <p className="account-item-detail">
                  Added {when(passkey.createdAt)}; last used {when(passkey.lastUsedAt)}
                </p>
              </div>
              <Button
                size="small"
                danger
                aria-label={`Remove the passkey ${passkey.name}`}
                onClick={() =>
                  void remove(passkey.id).then((outcome) =>
                    setNote(
                      outcome.ok
                        ? { type: 'success', text: `The passkey ${passkey.name} was removed.` }
                        : { type: 'error', text: outcome.problem },
                    ),
                  )
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>No passkeys yet.</p>
      )}
      <AddPasskey
        onAdded={(name) => {
          setNote({ type: 'success', text: `The passkey ${name} was added.` });
          refetch();
        }}
      />
    </Section>
  );
}
