import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import { authAttempt, type AuthResult } from './authErrors.ts';
import { rememberSignedInUser } from './useCurrentUser.ts';

const SignInDocument = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      user {
        ...SignedInUser
      }
    }
  }
`);

/** Signs in with email and password; the server sets the session cookie and the cache holds the user. */
export function useSignInMutation() {
  const [mutate] = useMutation(SignInDocument, {
    update: (cache, { data }) => rememberSignedInUser(cache, data?.signIn.user),
  });
  return useCallback(
    (values: { email: string; password: string }): Promise<AuthResult> =>
      authAttempt(() => mutate({ variables: { email: values.email.trim(), password: values.password } })),
    [mutate],
  );
}
