// 'dashboard/team', for owners and admins: who is in the team and with which role, who is invited, how others may
// join, the API keys of the team's GraphQL clients, the webhooks that tell other systems of changes, and what was
// done. Each section says the server's answer in place. The page's card and words are rendered plain with the screen;
// the sections come as an antd part of their own (TeamSections.antd.tsx), its code fetched once the screen has painted.
import { useQuery } from '@apollo/client/react';
import { useOutletContext } from 'react-router-dom';
import { AfterPaint } from '../../shared/AfterPaint.tsx';
import { antdIsland } from '../../shared/AntdIsland.tsx';
import { useEarlyFetchPolicy } from '../../shared/earlyQuery.ts';
import { LoadFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { PageCard } from '../../shared/PageCard.tsx';
import { screenWords } from '../../shared/screenWords.ts';
import { TeamDocument } from './teamDocuments.ts';
import './team.css';
import { FormattedMessage, useIntl } from 'react-intl';

const TeamSections = antdIsland(
  () => import('./TeamSections.antd.tsx'),
  (module) => module.TeamSections,
);

export function TeamPage() {
  const intl = useIntl();
  const { data, loading, error } = useQuery(TeamDocument, {
    fetchPolicy: useEarlyFetchPolicy(TeamDocument, undefined, 'cache-and-network'),
  });
  // The shell's outlet context carries the signed-in person: their own row offers no role change or deactivation.
  const { user } = useOutletContext<{ user: { uid: string } }>();
  return (
    // Busy while the team comes: the shell's footer waits out of sight meanwhile, rather than being pushed down.
    <div className="team-page" aria-busy={!data && !error}>
      <PageCard title={intl.formatMessage(screenWords.teamTitle)}>
        <p className="team-lead">{intl.formatMessage(screenWords.teamLead)}</p>
        {error && !data && <LoadFailedAlert message={error.message} />}
        {loading && !data && (
          <p className="team-loading">
            <FormattedMessage
              defaultMessage="Loading the team…"
              id="SZvoZh"
              description="Team page: said while it loads"
            />
          </p>
        )}
      </PageCard>
      {data && (
        <AfterPaint>
          <TeamSections data={data} myUid={user.uid} />
        </AfterPaint>
      )}
    </div>
  );
}
