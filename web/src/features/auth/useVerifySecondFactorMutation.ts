import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import { toAuthFailure } from './authErrors.ts';
import { CurrentUserDocument } from './useCurrentUser.ts';
import type { AuthResult } from './useSignInMutation.ts';

const VerifySecondFactorDocument = graphql(`
  mutation VerifySecondFactor($challenge: String!, $code: String!) {
    verifySecondFactor(challenge: $challenge, code: $code) {
      user {
        uid
        email
        role
        mustEnrolSecondFactor
      }
    }
  }
`);

/** Completes a sign-in that asked for the second factor; the server sets the session cookie. */
export function useVerifySecondFactorMutation() {
  const [mutate] = useMutation(VerifySecondFactorDocument, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: CurrentUserDocument, data: { me: data.verifySecondFactor.user } });
    },
  });
  return useCallback(
    async (challenge: string, code: string): Promise<AuthResult> => {
      try {
        await mutate({ variables: { challenge, code: code.trim() } });
        return { ok: true };
      } catch (error) {
        return { ok: false, failure: toAuthFailure(error) };
      }
    },
    [mutate],
  );
}
