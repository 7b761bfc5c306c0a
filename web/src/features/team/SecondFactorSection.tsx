// Whether everyone signs in with a second factor besides the password.
import { Space, Switch, Typography } from 'antd';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Section, useSectionNote } from './teamParts.tsx';
import { NoteAlert } from '../../shared/NoteAlert.tsx';
import { useRequireSecondFactorMutation } from './useTeamMutations.ts';

export function SecondFactorSection({ required }: { required: boolean }) {
  const intl = useIntl();
  const update = useRequireSecondFactorMutation();
  const { note, clear, run } = useSectionNote();
  const [saving, setSaving] = useState(false);
  const switchId = useId();
  const toggle = async (next: boolean) => {
    setSaving(true);
    await run(
      update(next),
      next
        ? intl.formatMessage({
            defaultMessage: 'A second factor is now required: members without one set it up at their next sign-in.',
            id: 'fL5Uga',
            description: 'Team page: the team now requires a second factor',
          })
        : intl.formatMessage({
            defaultMessage: 'A second factor is no longer required.',
            id: '6U27KV',
            description: 'Team page: the team no longer requires a second factor',
          }),
    );
    setSaving(false);
  };
  return (
    <Section
      title={intl.formatMessage({
        defaultMessage: 'Second factor',
        id: 'E97zla',
        description: "Team page: the second factor section's title",
      })}
      id="team-second-factor"
    >
      <NoteAlert className="team-note" note={note} onClose={clear} />
      <Space align="center">
        <Switch id={switchId} checked={required} loading={saving} onChange={(next) => void toggle(next)} />
        <label htmlFor={switchId}>
          <FormattedMessage
            defaultMessage="Require a second factor"
            id="dLGxhz"
            description="Team page: the switch that requires a second factor of everyone"
          />
        </label>
      </Space>
      <Typography.Paragraph type="secondary" className="team-hint">
        <FormattedMessage
          defaultMessage="Everyone then signs in with an authenticator app code or a passkey besides the password. Members without one set it up at their next sign-in."
          id="YCn2b1"
          description="Team page: what requiring a second factor does"
        />
      </Typography.Paragraph>
    </Section>
  );
}
