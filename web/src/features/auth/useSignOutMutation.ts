import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql/index.ts';

const SignOutDocument = graphql(`
  mutation SignOut {
    signOut
  }
`);

/** SPEC §4 logout: sign out on the server, forget every cached record, then go home (replacing history). */
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
    navigate('/home', { replace: true });
  }, [client, mutate, navigate]);
  return { signOut, signingOut: loading };
}
