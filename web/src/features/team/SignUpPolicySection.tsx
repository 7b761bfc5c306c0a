// Who may sign up: open, by email domain, or by invitation only; an open team is warned of the risk.
import { Alert, Button, Radio, Select } from 'antd';
import { useId, useState } from 'react';
import type { SignUpPolicy, TeamQuery } from '../../gql/graphql.ts';
import { Section, useSectionNote } from './teamParts.tsx';
import { NoteAlert } from '../../shared/NoteAlert.tsx';
import { useUpdateTeamSettingsMutation } from './useTeamMutations.ts';

const openRisk = 'Anyone who can open this address can sign up and see every customer';

const policyLabels: Record<SignUpPolicy, string> = {
  OPEN: 'Open: anyone may sign up',
  DOMAINS: 'Domains: emails of these domains, once the address is confirmed',
  INVITE_ONLY: 'Invitation only',
};

export function SignUpPolicySection({ settings }: { settings: TeamQuery['teamSettings'] }) {
  const update = useUpdateTeamSettingsMutation();
  const { note, clear, run } = useSectionNote();
  const [policy, setPolicy] = useState<SignUpPolicy>(settings.signUpPolicy);
  const [domains, setDomains] = useState<string[]>(settings.signUpDomains);
  const [saving, setSaving] = useState(false);
  const labelId = useId();
  const domainsId = useId();
  const save = async (next: SignUpPolicy, nextDomains: string[]) => {
    setSaving(true);
    const outcome = await run(update(next, nextDomains), 'Sign-up policy saved.');
    setSaving(false);
    if (outcome.ok) setPolicy(next);
  };
  const changed = policy !== settings.signUpPolicy || domains.join() !== settings.signUpDomains.join();
  return (
    <Section title="Sign-up policy" id="team-policy">
      {settings.signUpPolicy === 'OPEN' && (
        <Alert
          className="team-note"
          type="warning"
          showIcon
          title={openRisk}
          description={
            <>
              <p className="team-alert-text">
                Restrict sign-up to people you invite, or to your company's email domains.
              </p>
              <Button loading={saving} onClick={() => void save('INVITE_ONLY', domains)}>
                Restrict to invitations
              </Button>
            </>
          }
        />
      )}
      <NoteAlert className="team-note" note={note} onClose={clear} />
      <p id={labelId} className="team-field-label">
        Who may sign up
      </p>
      <Radio.Group
        aria-labelledby={labelId}
        value={policy}
        onChange={(event) => setPolicy(event.target.value as SignUpPolicy)}
        className="team-policy-options"
      >
        {(Object.keys(policyLabels) as SignUpPolicy[]).map((value) => (
          <Radio key={value} value={value}>
            {policyLabels[value]}
          </Radio>
        ))}
      </Radio.Group>
      {policy === 'DOMAINS' && (
        <div className="team-domains">
          <label htmlFor={domainsId} className="team-field-label">
            Email domains
          </label>
          <Select
            id={domainsId}
            mode="tags"
            value={domains}
            onChange={(values: string[]) =>
              setDomains(values.map((value) => value.trim().replace(/^@/, '').toLowerCase()).filter(Boolean))
            }
            tokenSeparators={[',', ' ']}
            placeholder="company.com"
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
        Save sign-up policy
      </Button>
    </Section>
  );
}
