import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/index.ts';

const InvitationPreviewDocument = graphql(`
  query InvitationPreview($token: String!) {
    invitationByToken(token: $token) {
      email
      role
    }
  }
`);

/**
 * Whom an invitation link invites, fetched before sign-up so the form can show the address. `invitation` is undefined
 * while the answer is on its way or when the lookup failed, null for a link that lets nobody join.
 */
export function useInvitationPreview(token: string | undefined) {
  const { data, loading } = useQuery(InvitationPreviewDocument, { variables: { token: token ?? '' }, skip: !token });
  return { invitation: data ? data.invitationByToken : undefined, loading: !!token && loading };
}
