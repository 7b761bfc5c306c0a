// The account page's devices: where the account is signed in, each one signed out alone or all the others at once.
import { Button, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { AccountQuery } from '../../gql/graphql.ts';
import { NoteAlert, type Note } from '../../shared/NoteAlert.tsx';
import { Section, when } from './AccountSection.tsx';
import { deviceName } from './deviceName.ts';
import { useSessionMutations } from './useAccountMutations.ts';

export function DevicesSection({ sessions }: { sessions: AccountQuery['mySessions'] }) {
  const { end, endOthers } = useSessionMutations();
  const [note, setNote] = useState<Note>(null);
  const others = sessions.filter((session) => !session.current).length;
  return (
    <Section title="Devices" id="account-devices">
      <Typography.Paragraph type="secondary">
        Where your account is signed in. Signing a device out closes its open screens at once.
      </Typography.Paragraph>
      <NoteAlert className="account-note" note={note} onClose={() => setNote(null)} />
      <ul className="account-list" aria-label="Signed-in devices">
        {sessions.map((session) => {
          const name = deviceName(session.userAgent);
          return (
            <li key={session.id} className="account-item">
              <div>
                <strong>{name}</strong> {session.current && <Tag color="blue">This device</Tag>}
                <p className="account-item-detail">
                  {session.address ?? 'Unknown address'} · signed in {when(session.createdAt)} · last active{' '}
                  {when(session.lastActiveAt)}
                </p>
              </div>
              {!session.current && (
                <Button
                  size="small"
                  aria-label={`Sign out ${name}, ${session.address ?? 'unknown address'}`}
                  onClick={() =>
                    void end(session.id).then((outcome) =>
                      setNote(
                        outcome.ok
                          ? { type: 'success', text: `${name} was signed out.` }
                          : { type: 'error', text: outcome.problem },
                      ),
                    )
                  }
                >
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Button
        className="account-end-others"
        disabled={others === 0}
        onClick={() =>
          void endOthers().then((outcome) =>
            setNote(
              outcome.ok
                ? {
                    type: 'success',
                    text: `${outcome.value} ${outcome.value === 1 ? 'device was' : 'devices were'} signed out.`,
                  }
                : { type: 'error', text: outcome.problem },
            ),
          )
        }
      >
        Sign out everywhere else
      </Button>
    </Section>
  );
}
