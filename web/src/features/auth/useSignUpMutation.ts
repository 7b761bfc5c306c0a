import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import { toAuthFailure } from './authErrors.ts';
import { CurrentUserDocument } from './useCurrentUser.ts';
import type { AuthResult } from './useSignInMutation.ts';

const SignUpDocument = graphql(`
  mutation SignUp($email: String!, $password: String!, $repeatPassword: String!, $invitation: String) {
    signUp(email: $email, password: $password, repeatPassword: $repeatPassword, invitation: $invitation) {
      user {
        uid
        email
        role
        mustEnrolSecondFactor
      }
    }
  }
`);

/** Creates the account and signs it in, like signing in does; with an invitation's token, joins with its role. */
export function useSignUpMutation(invitation?: string) {
  const [mutate] = useMutation(SignUpDocument, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: CurrentUserDocument, data: { me: data.signUp.user } });
    },
  });
  return useCallback(
    async (values: { email: string; password: string; repeatPassword: string }): Promise<AuthResult> => {
      try {
        await mutate({ variables: { email: values.email.trim(), password: values.password, repeatPassword: values.repeatPassword, invitation } });
        return { ok: true };
      } catch (error) {
        return { ok: false, failure: toAuthFailure(error) };
      }
    },
    [mutate, invitation],
  );
}
