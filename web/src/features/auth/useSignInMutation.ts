import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import { toAuthFailure, type AuthFailure } from './authErrors.ts';
import { CurrentUserDocument } from './useCurrentUser.ts';

const SignInDocument = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      user {
        uid
        email
        role
        mustEnrolSecondFactor
      }
    }
  }
`);

export type AuthResult = { ok: true } | { ok: false; failure: AuthFailure };

/** Signs in with email and password; the server sets the session cookie and the cache holds the user. */
export function useSignInMutation() {
  const [mutate] = useMutation(SignInDocument, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: CurrentUserDocument, data: { me: data.signIn.user } });
    },
  });
  return useCallback(
    async (values: { email: string; password: string }): Promise<AuthResult> => {
      try {
        await mutate({ variables: { email: values.email.trim(), password: values.password } });
        return { ok: true };
      } catch (error) {
        return { ok: false, failure: toAuthFailure(error) };
      }
    },
    [mutate],
  );
}
