import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/index.ts';

export const CurrentUserDocument = graphql(`
  query CurrentUser {
    me {
      uid
      email
    }
  }
`);

/** The signed-in user. Each mount asks the server again, so a closed session is noticed on the next visit. */
export function useCurrentUser() {
  const { data, loading, error } = useQuery(CurrentUserDocument, { fetchPolicy: 'cache-and-network' });
  return { user: data?.me ?? null, loading: loading && !data, error };
}
