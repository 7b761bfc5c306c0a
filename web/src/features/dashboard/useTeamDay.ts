import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { useEarlyFetchPolicy } from '../../shared/earlyQuery.ts';
import { CustomerStatsChangedDocument, recentShown, TeamDayDocument } from './dashboardDocuments.ts';
import { reportError } from '../../shared/reportError.ts';

/**
 * The team's figures and latest changes, fetched again whenever the server signals they moved (someone saved, here or
 * in another process), and after a reconnect (the first signal of every subscription). Background: the welcome page
 * shows at once, with no loading overlay over it.
 */
export function useTeamDay() {
  const variables = { first: recentShown };
  const { data, error, refetch } = useQuery(TeamDayDocument, {
    variables,
    fetchPolicy: useEarlyFetchPolicy(TeamDayDocument, variables, 'cache-and-network'),
    notifyOnNetworkStatusChange: false,
    context: { background: true },
  });
  useSubscription(CustomerStatsChangedDocument, {
    fetchPolicy: 'no-cache',
    context: { background: true },
    onData: () => {
      refetch().catch((failure: unknown) => reportError('Refreshing the dashboard failed', failure));
    },
  });
  useEffect(() => {
    if (error) reportError('Loading the dashboard failed', error);
  }, [error]);
  return { stats: data?.customerStats ?? null, changes: data?.recentChanges ?? null, failed: Boolean(error) && !data };
}
