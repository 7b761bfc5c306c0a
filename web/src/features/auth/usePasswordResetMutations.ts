import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import { toAuthFailure } from './authErrors.ts';
import { CurrentUserDocument } from './useCurrentUser.ts';
import type { AuthResult } from './useSignInMutation.ts';

const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

const ResetPasswordDocument = graphql(`
  mutation ResetPassword($token: String!, $password: String!, $repeatPassword: String!) {
    resetPassword(token: $token, password: $password, repeatPassword: $repeatPassword) {
      user {
        uid
        email
        role
        mustEnrolSecondFactor
      }
    }
  }
`);

/** 'Forgot your password?': asks for the emailed link; the answer is the same whether or not the email has an account. */
export function useRequestPasswordResetMutation() {
  const [mutate] = useMutation(RequestPasswordResetDocument);
  return useCallback(
    async (email: string): Promise<AuthResult> => {
      try {
        await mutate({ variables: { email: email.trim() } });
        return { ok: true };
      } catch (error) {
        return { ok: false, failure: toAuthFailure(error) };
      }
    },
    [mutate],
  );
}

/** A new password from a reset link: the server ends the other sessions and signs this browser in. */
export function useResetPasswordMutation() {
  const [mutate] = useMutation(ResetPasswordDocument, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: CurrentUserDocument, data: { me: data.resetPassword.user } });
    },
  });
  return useCallback(
    async (token: string, values: { password: string; repeatPassword: string }): Promise<AuthResult> => {
      try {
        await mutate({ variables: { token, ...values } });
        return { ok: true };
      } catch (error) {
        return { ok: false, failure: toAuthFailure(error) };
      }
    },
    [mutate],
  );
}
