import type { ApolloCache, ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/index.ts';
import type { SignedInUserFragment as SignedInUser } from '../../gql/graphql.ts';
import { prefetchQuery, useEarlyFetchPolicy } from '../../shared/earlyQuery.ts';
import type { Role } from '../../shared/permissions.tsx';

/** What the app knows of the signed-in person: `me`, and the user every sign-in answers with. */
export const SignedInUserDocument = graphql(`
  fragment SignedInUser on User {
    uid
    email
    role
    mustEnrolSecondFactor
  }
`);

export const CurrentUserDocument = graphql(`
  query CurrentUser {
    me {
      ...SignedInUser
    }
  }
`);

/** After any sign-in, the cache holds the user the server answered with, so the shell need not fetch it again. */
export function rememberSignedInUser(cache: ApolloCache, user: SignedInUser | undefined): void {
  if (user) cache.writeQuery({ query: CurrentUserDocument, data: { me: user } });
}

/**
 * Starts the login check now, before the shell's code is here: the shell's first useCurrentUser() takes this answer.
 * The request goes out in a task of its own, so the first download's task stays short on a slow phone. Resolves to
 * the signed-in person's role, or null (nobody signed in, or the check failed).
 */
export function startLoginCheck(client: ApolloClient): Promise<Role | null> {
  return prefetchQuery(client, CurrentUserDocument).then((data) => data?.me?.role ?? null);
}

/**
 * The signed-in user. Each mount fetches from the server again, so a closed session is noticed on the next visit; the
 * first mount after startLoginCheck() reads that answer instead (from the cache, or joining the request in flight).
 */
export function useCurrentUser() {
  const fetchPolicy = useEarlyFetchPolicy(CurrentUserDocument, undefined, 'cache-and-network');
  const { data, loading, error } = useQuery(CurrentUserDocument, { fetchPolicy });
  return { user: data?.me ?? null, loading: loading && !data, error };
}
