import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import { authAttempt, type AuthResult } from './authErrors.ts';
import { rememberSignedInUser } from './useCurrentUser.ts';

const VerifySecondFactorDocument = graphql(`
  mutation VerifySecondFactor($challenge: String!, $code: String!) {
    verifySecondFactor(challenge: $challenge, code: $code) {
      user {
        ...SignedInUser
      }
    }
  }
`);

/** Completes a sign-in that required the second factor; the server sets the session cookie. */
export function useVerifySecondFactorMutation() {
  const [mutate] = useMutation(VerifySecondFactorDocument, {
    update: (cache, { data }) => rememberSignedInUser(cache, data?.verifySecondFactor.user),
  });
  return useCallback(
    (challenge: string, code: string): Promise<AuthResult> =>
      authAttempt(() => mutate({ variables: { challenge, code: code.trim() } })),
    [mutate],
  );
}
