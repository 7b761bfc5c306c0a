// What deactivated members leave behind: for each, how many active customers and open tasks are still theirs, and a
// one-step "Hand to…" that gives them all to an active member (useHandOff.ts). Shown only while someone is deactivated.
import { useQuery } from '@apollo/client/react';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import type { MemberFieldsFragment } from '../../gql/graphql.ts';
import { NoteAlert } from '../../shared/NoteAlert.tsx';
import { Section, useSectionNote } from './teamParts.tsx';
import { LeftWorkDocument, useHandOff } from './useHandOff.ts';

const leaves = defineMessage<{ email: string; customers: number; tasks: number }>({
  defaultMessage:
    '{email} leaves {customers, plural, one {# customer} other {# customers}} and {tasks, plural, one {# open task} other {# open tasks}}.',
  id: 'vE9dGn',
  description: 'Team page: what a deactivated member still owns (active customers) and holds (open tasks)',
});
const handTo = defineMessage<{ email: string }>({
  defaultMessage: 'Hand the customers and tasks of {email} to',
  id: 'DEOJmT',
  description: "Team page: accessible name of the member chooser of a deactivated member's handoff",
});
const handed = defineMessage<{ customers: number; tasks: number; from: string; to: string }>({
  defaultMessage:
    'Handed {customers, plural, one {# customer} other {# customers}} and {tasks, plural, one {# open task} other {# open tasks}} of {from} to {to}.',
  id: 'y7evYw',
  description: 'Team page: what a handoff did, once done',
});

function LeftWork({
  member,
  choices,
  run,
}: {
  member: MemberFieldsFragment;
  choices: { value: string; label: string }[];
  run: ReturnType<typeof useSectionNote>['run'];
}) {
  const intl = useIntl();
  const { data } = useQuery(LeftWorkDocument, { variables: { uid: member.uid }, fetchPolicy: 'cache-and-network' });
  const handOff = useHandOff();
  const [to, setTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const customers = data?.customerPage.totalCount ?? 0;
  const tasks = data?.tasks.totalCount ?? 0;
  const hand = async () => {
    if (!to) return;
    setBusy(true);
    const toEmail = choices.find(({ value }) => value === to)?.label ?? to;
    const outcome = await run(handOff(member.uid, to), (done) =>
      intl.formatMessage(handed, { ...done, from: member.email, to: toEmail }),
    );
    setBusy(false);
    if (outcome.ok) setTo(null);
  };
  return (
    <li className="team-handoff-item">
      <span className="team-handoff-counts" aria-busy={!data}>
        {data ? intl.formatMessage(leaves, { email: member.email, customers, tasks }) : member.email}
      </span>
      {/* Nothing left (or not counted yet): nothing to hand over. */}
      {customers + tasks > 0 && (
        <span className="team-handoff-actions">
          <Select<string>
            aria-label={intl.formatMessage(handTo, { email: member.email })}
            placeholder={intl.formatMessage({
              defaultMessage: 'Hand to…',
              id: 'I/fc2S',
              description: "Team page: the placeholder of a deactivated member's handoff chooser",
            })}
            value={to ?? undefined}
            onChange={setTo}
            options={choices}
            showSearch
            optionFilterProp="label"
            className="team-handoff-select"
          />
          <Button type="primary" disabled={!to} loading={busy} onClick={() => void hand()}>
            <FormattedMessage
              defaultMessage="Hand over"
              id="Uo0ePZ"
              description="Team page: the button that gives a deactivated member's customers and open tasks to the chosen member"
            />
          </Button>
        </span>
      )}
    </li>
  );
}

export function HandOffSection({ members }: { members: readonly MemberFieldsFragment[] }) {
  const intl = useIntl();
  const { note, clear, run } = useSectionNote();
  const gone = members.filter((member) => !member.active && !member.pending);
  if (!gone.length) return null;
  const choices = members
    .filter((member) => member.active && !member.pending)
    .map(({ uid, email }) => ({ value: uid, label: email }));
  return (
    <Section
      id="team-handoff"
      title={intl.formatMessage({
        defaultMessage: 'Work to hand over',
        id: 'uqBMFg',
        description:
          "Team page: the title of the section of deactivated members' customers and open tasks, to give to others",
      })}
    >
      <NoteAlert className="team-note" note={note} onClose={clear} />
      <ul className="team-handoff">
        {gone.map((member) => (
          <LeftWork key={member.uid} member={member} choices={choices} run={run} />
        ))}
      </ul>
    </Section>
  );
}
