import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useRef } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql/index.ts';
import { useDialogs } from '../../shared/dialogs.tsx';
import { paths } from '../../shared/routes.ts';
import { reportError } from '../../shared/reportError.ts';

const SignOutDocument = graphql(`
  mutation SignOut {
    signOut
  }
`);

const signOutFailed = defineMessage({
  defaultMessage: 'Logout failed, so you are still signed in. Please try again.',
  id: '9iu2b4',
  description: 'Message shown when the server did not end the session on Logout',
});

/** The English words, as the tests read them. */
export const signOutFailedMessage = String(signOutFailed.defaultMessage);

/**
 * docs/product.md#states-and-transitions logout: sign out on the server, forget every cached record, then go home. Home
 * is pushed, so the back button stays in the app: it reaches a dashboard page whose login check now finds no user.
 * If the server did not end the session, its cookie still works: say so and stay, rather than pretend.
 */
export function useSignOutMutation() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const intl = useIntl();
  const [mutate, { loading }] = useMutation(SignOutDocument);
  // From Logout until this screen closes, unless it failed: the server closing the socket then is expected.
  const signingOut = useRef(false);
  const signOut = useCallback(async () => {
    signingOut.current = true;
    try {
      await mutate();
    } catch (error) {
      signingOut.current = false;
      reportError('Sign-out failed', error);
      void dialogs.message().then((message) => message.error(intl.formatMessage(signOutFailed)));
      return;
    }
    await client.clearStore();
    navigate(paths.home);
  }, [client, dialogs, intl, mutate, navigate]);
  const isSigningOut = useCallback(() => signingOut.current, []);
  return { signOut, signingOut: loading, isSigningOut };
}
