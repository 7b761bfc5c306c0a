// How long removed customers are kept before every server erases them for good.
import { Button, Input, Space, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { teamWords } from './teamWords.ts';
import { Section, useSectionNote } from './teamParts.tsx';
import { NoteAlert } from '../../shared/NoteAlert.tsx';
import { useRemovedRetentionMutation } from './useTeamMutations.ts';

/** The server's words for the same refusal (server/domain/team/teamManaging.ts), said here without asking it. */
const retentionProblem = defineMessage({
  defaultMessage: 'Give a whole number of days from 1 to 3650, or none.',
  id: 'xbdI/I',
  description: 'Team page: the retention days typed are not a whole number',
});

const erasedAfter = defineMessage<{ days: string; count: number }>({
  defaultMessage:
    'Customers removed more than {count, plural, one {{days} day} other {{days} days}} ago are erased for good.',
  id: 'k91HCL',
  description: 'Team page: removed customers are now erased after this many days ({days} is the number as typed)',
});

export function RetentionSection({ days }: { days: number | null }) {
  const intl = useIntl();
  const update = useRemovedRetentionMutation();
  const { note, clear, run } = useSectionNote();
  const shown = days === null ? '' : String(days);
  const [text, setText] = useState(shown);
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const hintId = useId();
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the field follows the saved value when it changes
  useEffect(() => setText(shown), [shown]);
  const save = async () => {
    const trimmed = text.trim();
    const next = trimmed === '' ? null : Number(trimmed);
    // Not a whole number: said as the server would say it, without asking it.
    if (next !== null && !Number.isSafeInteger(next)) {
      await run(Promise.resolve({ ok: false as const, problem: intl.formatMessage(retentionProblem) }));
      return;
    }
    setSaving(true);
    await run(
      update(next),
      next === null
        ? intl.formatMessage({
            defaultMessage: 'Removed customers are kept until someone erases them.',
            id: 'aejvlb',
            description: 'Team page: removed customers are no longer erased by themselves',
          })
        : intl.formatMessage(erasedAfter, { days: String(next), count: next }),
    );
    setSaving(false);
  };
  return (
    <Section
      title={intl.formatMessage({
        defaultMessage: 'Removed customers',
        id: 'HbewlL',
        description: "Team page: the retention section's title",
      })}
      id="team-retention"
    >
      <NoteAlert className="team-note" note={note} onClose={clear} />
      <label htmlFor={inputId} className="team-field-label">
        <FormattedMessage
          defaultMessage="Erase removed customers for good after (days)"
          id="4IHb8S"
          description="Team page: label of the retention days field"
        />
      </label>
      <Space wrap align="center">
        <Input
          id={inputId}
          inputMode="numeric"
          value={text}
          placeholder={intl.formatMessage({
            defaultMessage: 'Keep them',
            id: 'JZaROn',
            description: 'Team page: placeholder of the empty retention days field (removed customers are kept)',
          })}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={() => void save()}
          className="team-retention-days"
        />
        <Button type="primary" loading={saving} disabled={text.trim() === shown} onClick={() => void save()}>
          <FormattedMessage {...teamWords.save} />
        </Button>
      </Space>
      <Typography.Paragraph type="secondary" className="team-hint" id={hintId}>
        <FormattedMessage
          defaultMessage="Leave it empty to keep removed customers until someone erases them. With a number, every server erases customers removed (and not changed since) longer ago than that, when it starts and every hour; the audit log records how many."
          id="sEE0ny"
          description="Team page: what the retention days do"
        />
      </Typography.Paragraph>
    </Section>
  );
}
