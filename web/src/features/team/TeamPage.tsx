// 'dashboard/team', for owners and admins: who is in the team and with which role, who is invited, how others may
// join, the API keys of the team's GraphQL clients, the webhooks that tell other systems of changes, and what was
// done. Each section says the server's answer in place.
// Each section is a file of its own (…Section.tsx).
import { useQuery } from '@apollo/client/react';
import { Alert, Card, Typography } from 'antd';
import { useOutletContext } from 'react-router-dom';
import { ApiKeysSection } from './ApiKeysSection.tsx';
import { AuditLogSection } from './AuditLogSection.tsx';
import { InvitationsSection } from './InvitationsSection.tsx';
import { MembersSection } from './MembersSection.tsx';
import { RetentionSection } from './RetentionSection.tsx';
import { SecondFactorSection } from './SecondFactorSection.tsx';
import { SignUpPolicySection } from './SignUpPolicySection.tsx';
import { useEarlyFetchPolicy } from '../../shared/earlyQuery.ts';
import { useDrawnInTurn } from '../../shared/useDrawnInTurn.ts';
import { TeamDocument } from './teamDocuments.ts';
import { WebhooksSection } from './WebhooksSection.tsx';
import './team.css';

export function TeamPage() {
  const { data, loading, error } = useQuery(TeamDocument, { fetchPolicy: useEarlyFetchPolicy(TeamDocument, undefined, 'cache-and-network') });
  // The shell's outlet context carries the signed-in person: their own row offers no role change or deactivation.
  const { user } = useOutletContext<{ user: { uid: string } }>();
  const sections = data
    ? [
        <SignUpPolicySection key="policy" settings={data.teamSettings} />,
        <SecondFactorSection key="second-factor" required={data.teamSettings.requireSecondFactor} />,
        <RetentionSection key="retention" days={data.teamSettings.removedRetentionDays ?? null} />,
        <MembersSection key="members" members={data.members} myUid={user.uid} />,
        <InvitationsSection key="invitations" invitations={data.invitations} />,
        <ApiKeysSection key="api-keys" apiKeys={data.apiKeys} />,
        <WebhooksSection key="webhooks" />,
      ]
    : [];
  // Seven sections of forms and tables, then the audit log: drawn one a task (shared/useDrawnInTurn.ts).
  const drawn = useDrawnInTurn(sections.length ? sections.length + 1 : 0);
  const complete = drawn === sections.length + 1 || (error && !data);
  return (
    // Busy until every part is drawn: the shell's footer waits out of sight meanwhile, rather than being pushed down.
    <div className="team-page" aria-busy={!complete}>
      <Card
        className="page-card"
        variant="borderless"
        title={
          <Typography.Title level={1} className="page-title">
            Team
          </Typography.Title>
        }
      >
        <Typography.Paragraph type="secondary" className="team-lead">
          Who may see and change your customers: members and their roles, invitations, how people may sign up, API keys, webhooks, and a record of what was
          done.
        </Typography.Paragraph>
        {error && !data && <Alert type="error" role="alert" title={error.message} />}
        {loading && !data && <Typography.Paragraph>Loading the team…</Typography.Paragraph>}
      </Card>
      {sections.slice(0, drawn)}
      {/* Below the sections once they are all drawn: drawn before them, it would be pushed down the page as they arrive. */}
      {complete && <AuditLogSection />}
    </div>
  );
}
