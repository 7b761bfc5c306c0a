import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import { authAttempt, type AuthResult } from './authErrors.ts';
import { rememberSignedInUser } from './useCurrentUser.ts';

const SignUpDocument = graphql(`
  mutation SignUp($email: String!, $password: String!, $repeatPassword: String!, $invitation: String) {
    signUp(email: $email, password: $password, repeatPassword: $repeatPassword, invitation: $invitation) {
      user {
        ...SignedInUser
      }
    }
  }
`);

/** Creates the account and signs it in, like signing in does; with an invitation's token, joins with its role. */
export function useSignUpMutation(invitation?: string) {
  const [mutate] = useMutation(SignUpDocument, {
    update: (cache, { data }) => rememberSignedInUser(cache, data?.signUp.user),
  });
  return useCallback(
    (values: { email: string; password: string; repeatPassword: string }): Promise<AuthResult> =>
      authAttempt(() =>
        mutate({
          variables: {
            email: values.email.trim(),
            password: values.password,
            repeatPassword: values.repeatPassword,
            invitation,
          },
        }),
      ),
    [mutate, invitation],
  );
}
