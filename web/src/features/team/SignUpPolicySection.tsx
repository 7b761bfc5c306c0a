// Who may sign up: open, by email domain, or by invitation only; an open team is warned of the risk.
import { Alert, Button, Radio, Select } from 'antd';
import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { SignUpPolicy, TeamQuery } from '../../gql/graphql.ts';
import { Section, useSectionNote } from './teamParts.tsx';
import { NoteAlert } from '../../shared/NoteAlert.tsx';
import { useUpdateTeamSettingsMutation } from './useTeamMutations.ts';

const policyLabels: Record<SignUpPolicy, MessageDescriptor> = defineMessages({
  OPEN: { defaultMessage: 'Open: anyone may sign up', id: 'b786eJ', description: 'Team page: the open sign-up policy' },
  DOMAINS: {
    defaultMessage: 'Domains: emails of these domains, once the address is confirmed',
    id: 'n2nB0Z',
    description: 'Team page: the sign-up policy by email domain',
  },
  INVITE_ONLY: {
    defaultMessage: 'Invitation only',
    id: 'j5CN4p',
    description: 'Team page: the invitation-only sign-up policy',
  },
});

export function SignUpPolicySection({ settings }: { settings: TeamQuery['teamSettings'] }) {
  const intl = useIntl();
  const update = useUpdateTeamSettingsMutation();
  const { note, clear, run } = useSectionNote();
  const [policy, setPolicy] = useState<SignUpPolicy>(settings.signUpPolicy);
  const [domains, setDomains] = useState<string[]>(settings.signUpDomains);
  const [saving, setSaving] = useState(false);
  const labelId = useId();
  const domainsId = useId();
  const save = async (next: SignUpPolicy, nextDomains: string[]) => {
    setSaving(true);
    const outcome = await run(
      update(next, nextDomains),
      intl.formatMessage({
        defaultMessage: 'Sign-up policy saved.',
        id: '/ns3Ch',
        description: 'Team page: the sign-up policy was saved',
      }),
    );
    setSaving(false);
    if (outcome.ok) setPolicy(next);
  };
  const changed = policy !== settings.signUpPolicy || domains.join() !== settings.signUpDomains.join();
  return (
    <Section
      title={intl.formatMessage({
        defaultMessage: 'Sign-up policy',
        id: 'IpDo/2',
        description: "Team page: the sign-up policy section's title",
      })}
      id="team-policy"
    >
      {settings.signUpPolicy === 'OPEN' && (
        <Alert
          className="team-note"
          type="warning"
          showIcon
          title={intl.formatMessage({
            defaultMessage: 'Anyone who can open this address can sign up and see every customer',
            id: 'yr8TZ2',
            description: 'Team page: the warning of an open sign-up policy',
          })}
          description={
            <>
              <p className="team-alert-text">
                <FormattedMessage
                  defaultMessage="Restrict sign-up to people you invite, or to your company's email domains."
                  id="Ddv1pO"
                  description="Team page: what to do about an open sign-up policy"
                />
              </p>
              <Button loading={saving} onClick={() => void save('INVITE_ONLY', domains)}>
                <FormattedMessage
                  defaultMessage="Restrict to invitations"
                  id="Hl7+Vl"
                  description="Team page: sets the sign-up policy to invitation only"
                />
              </Button>
            </>
          }
        />
      )}
      <NoteAlert className="team-note" note={note} onClose={clear} />
      <p id={labelId} className="team-field-label">
        <FormattedMessage
          defaultMessage="Who may sign up"
          id="W204gt"
          description="Team page: the sign-up policy's choices"
        />
      </p>
      <Radio.Group
        aria-labelledby={labelId}
        value={policy}
        onChange={(event) => setPolicy(event.target.value as SignUpPolicy)}
        className="team-policy-options"
      >
        {(Object.keys(policyLabels) as SignUpPolicy[]).map((value) => (
          <Radio key={value} value={value}>
            {intl.formatMessage(policyLabels[value])}
          </Radio>
        ))}
      </Radio.Group>
      {policy === 'DOMAINS' && (
        <div className="team-domains">
          <label htmlFor={domainsId} className="team-field-label">
            <FormattedMessage
              defaultMessage="Email domains"
              id="yixKyn"
              description="Team page: label of the sign-up domains field"
            />
          </label>
          <Select
            id={domainsId}
            mode="tags"
            value={domains}
            onChange={(values: string[]) =>
              setDomains(values.map((value) => value.trim().replace(/^@/, '').toLowerCase()).filter(Boolean))
            }
            tokenSeparators={[',', ' ']}
            placeholder={intl.formatMessage({
              defaultMessage: 'company.com',
              id: 'dT7x76',
              description: 'Team page: placeholder of the sign-up domains field, an example domain',
            })}
            open={false}
            suffixIcon={null}
            className="team-domains-select"
          />
        </div>
      )}
      <Button
        type="primary"
        disabled={!changed}
        loading={saving}
        onClick={() => void save(policy, domains)}
        className="team-save"
      >
        <FormattedMessage
          defaultMessage="Save sign-up policy"
          id="dCqdEo"
          description="Team page: saves the sign-up policy"
        />
      </Button>
    </Section>
  );
}
