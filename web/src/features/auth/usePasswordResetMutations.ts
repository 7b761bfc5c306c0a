import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import { authAttempt, type AuthResult } from './authErrors.ts';
import { rememberSignedInUser } from './useCurrentUser.ts';

const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

const ResetPasswordDocument = graphql(`
  mutation ResetPassword($token: String!, $password: String!, $repeatPassword: String!) {
    resetPassword(token: $token, password: $password, repeatPassword: $repeatPassword) {
      user {
        ...SignedInUser
      }
    }
  }
`);

/**
 * 'Forgot your password?': asks for the emailed link; the answer is the same whether or not the email has an account.
 */
export function useRequestPasswordResetMutation() {
  const [mutate] = useMutation(RequestPasswordResetDocument);
  return useCallback(
    (email: string): Promise<AuthResult> => authAttempt(() => mutate({ variables: { email: email.trim() } })),
    [mutate],
  );
}

/** A new password from a reset link: the server ends the other sessions and signs this browser in. */
export function useResetPasswordMutation() {
  const [mutate] = useMutation(ResetPasswordDocument, {
    update: (cache, { data }) => rememberSignedInUser(cache, data?.resetPassword.user),
  });
  return useCallback(
    (token: string, values: { password: string; repeatPassword: string }): Promise<AuthResult> =>
      authAttempt(() => mutate({ variables: { token, ...values } })),
    [mutate],
  );
}
