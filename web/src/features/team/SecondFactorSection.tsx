// Whether everyone signs in with a second factor besides the password.
import { Space, Switch, Typography } from 'antd';
import { useId, useState } from 'react';
import { Section, useSectionNote } from './teamParts.tsx';
import { NoteAlert } from '../../shared/NoteAlert.tsx';
import { useRequireSecondFactorMutation } from './useTeamMutations.ts';

export function SecondFactorSection({ required }: { required: boolean }) {
  const update = useRequireSecondFactorMutation();
  const { note, clear, run } = useSectionNote();
  const [saving, setSaving] = useState(false);
  const switchId = useId();
  const toggle = async (next: boolean) => {
    setSaving(true);
    await run(
      update(next),
      next
        ? 'A second factor is now required: members without one set it up at their next sign-in.'
        : 'A second factor is no longer required.',
    );
    setSaving(false);
  };
  return (
    <Section title="Second factor" id="team-second-factor">
      <NoteAlert className="team-note" note={note} onClose={clear} />
      <Space align="center">
        <Switch id={switchId} checked={required} loading={saving} onChange={(next) => void toggle(next)} />
        <label htmlFor={switchId}>Require a second factor</label>
      </Space>
      <Typography.Paragraph type="secondary" className="team-hint">
        Everyone then signs in with an authenticator app code or a passkey besides the password. Members without one set
        it up at their next sign-in.
      </Typography.Paragraph>
    </Section>
  );
}
