// The dashboard's documents: the team's figures and latest changes, and the signal that they moved.
import { graphql } from '../../gql/index.ts';

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
        at
        type
        by {
          uid
          email
        }
        changes {
          field
          from
          to
        }
      }
    }
  }
`);

export const CustomerStatsChangedDocument = graphql(`
  subscription CustomerStatsChanged {
    customerStatsChanged
  }
`);
