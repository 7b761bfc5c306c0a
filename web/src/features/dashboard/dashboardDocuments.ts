// The dashboard's documents: the team's figures and latest changes, and the signal that they moved.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql/index.ts';
import { prefetchQuery } from '../../shared/earlyQuery.ts';

/** How many of the latest changes the dashboard lists */
export const recentShown = 8;

export const TeamDayDocument = graphql(`
  query TeamDay($first: Int) {
    customerStats {
      active
      removed
      addedThisWeek
      weeks {
        weekStart
        added
        removed
      }
    }
    recentChanges(first: $first) {
      customer {
        id
        fname
        lname
      }
      entry {
        ...HistoryEntryFields
      }
    }
  }
`);

export const CustomerStatsChangedDocument = graphql(`
  subscription CustomerStatsChanged {
    customerStatsChanged
  }
`);

/** The dashboard's figures, prefetched as the page opens beside the screen's code (shared/earlyQuery.ts). */
export function prefetchTeamDay(client: ApolloClient): void {
  prefetchQuery(client, TeamDayDocument, { first: recentShown }, { background: true });
}
