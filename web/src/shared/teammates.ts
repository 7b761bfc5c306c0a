// Who a picker may name (an owner, an assignee, an @ mention): the team as every signed-in role may see it. `members`
// stays the admins' own; every role's pickers read `teammates` instead, in one cached query.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql/index.ts';
import type { TeammatesQuery } from '../gql/graphql.ts';

export type Teammate = TeammatesQuery['teammates'][number];

export const TeammatesDocument = graphql(`
  query Teammates {
    me {
      uid
    }
    teammates {
      uid
      email
      active
    }
  }
`);

const none: readonly Teammate[] = [];

/**
 * The team by email, deactivated members included (active: false), and the signed-in person's uid (`myUid`); none
 * while `skip` or loading.
 */
export function useTeammates(skip = false): {
  teammates: readonly Teammate[];
  myUid: string | null;
  loading: boolean;
} {
  const { data, loading } = useQuery(TeammatesDocument, { skip, context: { background: true } });
  return { teammates: data?.teammates ?? none, myUid: data?.me?.uid ?? null, loading };
}

/**
 * The active teammates as a select's options, by email, and the one already chosen (`current`) though deactivated
 * since: a select whose value is not among its options shows another name or none.
 */
export function teammateChoices(
  teammates: readonly Teammate[],
  current?: string | null,
): { value: string; label: string }[] {
  return teammates
    .filter(({ active, uid }) => active || uid === current)
    .map(({ uid, email }) => ({ value: uid, label: email }));
}
