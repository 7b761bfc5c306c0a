// The account page's devices: where the account is signed in, each one signed out alone or all the others at once.
import { Button, Tag, Typography } from 'antd';
import { useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import type { AccountQuery } from '../../gql/graphql.ts';
import { useServerWords } from '../../shared/i18n/serverWords.ts';
import { NoteAlert, type Note } from '../../shared/NoteAlert.tsx';
import { Section } from './AccountSection.tsx';
import { useWhen } from '../../shared/i18n/formats.ts';
import { deviceName } from './deviceName.ts';
import { useSessionMutations } from './useAccountMutations.ts';

const signOutLabel = defineMessage<{ name: string; address: string }>({
  defaultMessage: 'Sign out {name}, {address}',
  id: '80odlM',
  description: "Account page: accessible name of a device's Sign out button (its name and network address)",
});
const unknownAddress = defineMessage({
  defaultMessage: 'unknown address',
  id: 'gmPgNN',
  description: "Account page: a device's network address is not known (inside the Sign out button's name)",
});
const signedOut = defineMessage<{ name: string }>({
  defaultMessage: '{name} was signed out.',
  id: 'RGj6E4',
  description: 'Account page: a device was signed out',
});
const othersSignedOut = defineMessage<{ count: number }>({
  defaultMessage: '{count, plural, one {# device was} other {# devices were}} signed out.',
  id: 'ZmcDyj',
  description: 'Account page: Sign out everywhere else signed out this many devices',
});

export function DevicesSection({ sessions }: { sessions: AccountQuery['mySessions'] }) {
  const intl = useIntl();
  const serverWords = useServerWords();
  const when = useWhen();
  const { end, endOthers } = useSessionMutations();
  const [note, setNote] = useState<Note>(null);
  const others = sessions.filter((session) => !session.current).length;
  const thisDevice = (
    <Tag color="blue">
      <FormattedMessage defaultMessage="This device" id="HH5tO7" description="Account page: tag on the device in use" />
    </Tag>
  );
  return (
    <Section
      title={intl.formatMessage({
        defaultMessage: 'Devices',
        id: 'AyLrXg',
        description: "Account page: the devices section's title",
      })}
      id="account-devices"
    >
      <Typography.Paragraph type="secondary">
        <FormattedMessage
          defaultMessage="Where your account is signed in. Signing a device out closes its open screens at once."
          id="ZnkbSS"
          description="Account page: what the devices section is"
        />
      </Typography.Paragraph>
      <NoteAlert className="account-note" note={note} onClose={() => setNote(null)} />
      <ul
        className="account-list"
        aria-label={intl.formatMessage({
          defaultMessage: 'Signed-in devices',
          id: 'bioJjJ',
          description: "Account page: the devices list's accessible name",
        })}
      >
        {sessions.map((session) => {
          const name = deviceName(session.userAgent, intl);
          return (
            <li key={session.id} className="account-item">
              <div>
                <strong>{name}</strong> {session.current && thisDevice}
                <p className="account-item-detail">
                  <FormattedMessage
                    defaultMessage="{address} · signed in {signedIn} · last active {lastActive}"
                    id="9N0RGl"
                    description="Account page: a device's network address, when it signed in and when it was last active"
                    values={{
                      address: session.address ? (
                        <bdi>{session.address}</bdi>
                      ) : (
                        <FormattedMessage
                          defaultMessage="Unknown address"
                          id="H0f8fQ"
                          description="Account page: a device's network address is not known"
                        />
                      ),
                      signedIn: when(session.createdAt),
                      lastActive: when(session.lastActiveAt),
                    }}
                  />
                </p>
              </div>
              {!session.current && (
                <Button
                  size="small"
                  aria-label={intl.formatMessage(signOutLabel, {
                    name,
                    address: session.address ?? intl.formatMessage(unknownAddress),
                  })}
                  onClick={() =>
                    void end(session.id).then((outcome) =>
                      setNote(
                        outcome.ok
                          ? { type: 'success', text: intl.formatMessage(signedOut, { name }) }
                          : { type: 'error', text: serverWords(outcome.problem) },
                      ),
                    )
                  }
                >
                  <FormattedMessage
                    defaultMessage="Sign out"
                    id="hs76/f"
                    description="Account page: signs one device out"
                  />
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
                ? { type: 'success', text: intl.formatMessage(othersSignedOut, { count: outcome.value }) }
                : { type: 'error', text: serverWords(outcome.problem) },
            ),
          )
        }
      >
        <FormattedMessage
          defaultMessage="Sign out everywhere else"
          id="udOQC2"
          description="Account page: signs out every device but this one"
        />
      </Button>
    </Section>
  );
}
