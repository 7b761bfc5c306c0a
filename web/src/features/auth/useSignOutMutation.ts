import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql/index.ts';

const SignOutDocument = graphql(`
  mutation SignOut {
    signOut
  }
`);

/**
 * SPEC §4 logout: sign out on the server, forget every cached record, then go home. Home is pushed, so the
 * back button stays in the app: it reaches a dashboard page whose login check now finds no user.
 */
export function useSignOutMutation() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(SignOutDocument);
  const signOut = useCallback(async () => {
    try {
      await mutate();
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    await client.clearStore();
    navigate('/home');
  }, [client, mutate, navigate]);
  return { signOut, signingOut: loading };
}
