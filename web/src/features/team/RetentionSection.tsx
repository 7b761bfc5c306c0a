// How long removed customers are kept before every server erases them for good.
import { Button, Input, Space, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { Section, useSectionNote } from './teamParts.tsx';
import { NoteAlert } from '../../shared/NoteAlert.tsx';
import { useRemovedRetentionMutation } from './useTeamMutations.ts';

const retentionProblem = 'Give a whole number of days from 1 to 3650, or none.';

export function RetentionSection({ days }: { days: number | null }) {
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
      await run(Promise.resolve({ ok: false as const, problem: retentionProblem }));
      return;
    }
    setSaving(true);
    await run(
      update(next),
      next === null
        ? 'Removed customers are kept until someone erases them.'
        : `Customers removed more than ${next} ${next === 1 ? 'day' : 'days'} ago are erased for good.`,
    );
    setSaving(false);
  };
  return (
    <Section title="Removed customers" id="team-retention">
      <NoteAlert className="team-note" note={note} onClose={clear} />
      <label htmlFor={inputId} className="team-field-label">
        Erase removed customers for good after (days)
      </label>
      <Space wrap align="center">
        <Input
          id={inputId}
          inputMode="numeric"
          value={text}
          placeholder="Keep them"
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={() => void save()}
          className="team-retention-days"
        />
        <Button type="primary" loading={saving} disabled={text.trim() === shown} onClick={() => void save()}>
          Save
        </Button>
      </Space>
      <Typography.Paragraph type="secondary" className="team-hint" id={hintId}>
        Leave it empty to keep removed customers until someone erases them. With a number, every server erases customers
        removed (and not changed since) longer ago than that, when it starts and every hour; the audit log records how
        many.
      </Typography.Paragraph>
    </Section>
  );
}
