// The Team page's sections, rendered with antd as a part of their own under the page's plain card (TeamPage.tsx): who
// is in the team and with which role, who is invited, how others may join, the API keys, the webhooks, and what was
// done. Each section is a file of its own (…Section.tsx).
import { useMemo } from 'react';
import type { TeamQuery } from '../../gql/graphql.ts';
import { useStaggeredRender } from '../../shared/useStaggeredRender.ts';
import { ApiKeysSection } from './ApiKeysSection.tsx';
import { AuditLogSection } from './AuditLogSection.tsx';
import { InvitationsSection } from './InvitationsSection.tsx';
import { HandOffSection } from './HandOffSection.tsx';
import { MembersSection } from './MembersSection.tsx';
import { RetentionSection } from './RetentionSection.tsx';
import { LanguageRegionSection } from './LanguageRegionSection.tsx';
import { SecondFactorSection } from './SecondFactorSection.tsx';
import { SignUpPolicySection } from './SignUpPolicySection.tsx';
import { TagsSection } from './TagsSection.tsx';
import { CustomFieldsSection } from './CustomFieldsSection.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';

export function TeamSections({ data, myUid }: { data: TeamQuery; myUid: string }) {
  // The same elements in every turn (shared/useStaggeredRender.ts).
  const sections = useMemo(
    () => [
      <SignUpPolicySection key="policy" settings={data.teamSettings} />,
      <SecondFactorSection key="second-factor" required={data.teamSettings.requireSecondFactor} />,
      <RetentionSection key="retention" days={data.teamSettings.removedRetentionDays ?? null} />,
      <LanguageRegionSection key="language" settings={data.teamSettings} />,
      <TagsSection key="tags" />,
      <CustomFieldsSection key="custom-fields" />,
      <MembersSection key="members" members={data.members} myUid={myUid} />,
      <HandOffSection key="handoff" members={data.members} />,
      <InvitationsSection key="invitations" invitations={data.invitations} />,
      <ApiKeysSection key="api-keys" apiKeys={data.apiKeys} />,
      <WebhooksSection key="webhooks" />,
    ],
    [data, myUid],
  );
  // Seven sections of forms and tables, then the audit log: rendered one a task (shared/useStaggeredRender.ts).
  const rendered = useStaggeredRender(sections.length + 1);
  const complete = rendered === sections.length + 1;
  return (
    // Busy until every part is rendered: the shell's footer waits out of sight rather than being pushed down.
    <div className="team-sections" aria-busy={!complete}>
      {sections.slice(0, rendered)}
      {/* Below the sections once they are all rendered: rendered before them, it would be pushed down the page as they arrive. */}
      {complete && <AuditLogSection />}
    </div>
  );
}
