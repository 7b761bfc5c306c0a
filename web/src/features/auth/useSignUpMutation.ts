import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import { toAuthFailure } from './authErrors.ts';
import { CurrentUserDocument } from './useCurrentUser.ts';
import type { AuthResult } from './useSignInMutation.ts';

const SignUpDocument = graphql(`
  mutation SignUp($email: String!, $password: String!, $repeatPassword: String!) {
    signUp(email: $email, password: $password, repeatPassword: $repeatPassword) {
      user {
        uid
        email
      }
    }
  }
`);

/** Creates the account and signs it in, like signing in does. */
export function useSignUpMutation() {
  const [mutate] = useMutation(SignUpDocument, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: CurrentUserDocument, data: { me: data.signUp.user } });
    },
  });
  return useCallback(
    async (values: { email: string; password: string; repeatPassword: string }): Promise<AuthResult> => {
      try {
        await mutate({ variables: { email: values.email.trim(), password: values.password, repeatPassword: values.repeatPassword } });
        return { ok: true };
      } catch (error) {
        return { ok: false, failure: toAuthFailure(error) };
      }
    },
    [mutate],
  );
}
