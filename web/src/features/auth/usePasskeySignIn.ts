import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import { toAuthFailure, type AuthResult } from './authErrors.ts';
import { rememberSignedInUser } from './useCurrentUser.ts';

const PasskeySignInOptionsDocument = graphql(`
  mutation PasskeySignInOptions {
    passkeySignInOptions
  }
`);

const SignInWithPasskeyDocument = graphql(`
  mutation SignInWithPasskey($response: String!) {
    signInWithPasskey(response: $response) {
      user {
        ...SignedInUser
      }
    }
  }
`);

/**
 * 'Sign in with a passkey': the browser offers the passkeys it holds for this site (no email typed), the server checks
 * the answer and sets the session cookie. The WebAuthn helper is fetched only when the button is used.
 */
export function usePasskeySignIn() {
  const [askOptions] = useMutation(PasskeySignInOptionsDocument);
  const [signIn] = useMutation(SignInWithPasskeyDocument, {
    update: (cache, { data }) => rememberSignedInUser(cache, data?.signInWithPasskey.user),
  });
  return useCallback(async (): Promise<AuthResult | { ok: false; cancelled: true }> => {
    try {
      const [{ startAuthentication }, options] = await Promise.all([import('@simplewebauthn/browser'), askOptions()]);
      let response;
      try {
        response = await startAuthentication({ optionsJSON: JSON.parse(options.data!.passkeySignInOptions) });
      } catch (error) {
        // The person closed the browser's prompt, or has no passkey here: nothing to report as a failure.
        if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
          return { ok: false, cancelled: true };
        throw error;
      }
      await signIn({ variables: { response: JSON.stringify(response) } });
      return { ok: true };
    } catch (error) {
      return { ok: false, failure: toAuthFailure(error) };
    }
  }, [askOptions, signIn]);
}
