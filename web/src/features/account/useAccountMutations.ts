// The account page's mutations, each a hook that answers what happened (the server's words on a refusal) so the page
// says it where it was asked. The page's query is refetched after each change.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import { attempt, type Outcome } from '../../shared/mutationOutcome.ts';
import { refusalShownInPlace } from '../../shared/refusals.ts';
import { AccountDocument } from './accountDocuments.ts';

const refetchQueries = [AccountDocument];
const options = { refetchQueries, awaitRefetchQueries: true, context: refusalShownInPlace } as const;

const ChangePasswordDocument = graphql(`
  mutation ChangePassword($currentPassword: String!, $password: String!, $repeatPassword: String!) {
    changePassword(currentPassword: $currentPassword, password: $password, repeatPassword: $repeatPassword)
  }
`);

export function useChangePasswordMutation() {
  const [mutate] = useMutation(ChangePasswordDocument, options);
  return useCallback(
    (values: { currentPassword: string; password: string; repeatPassword: string }) =>
      attempt(() => mutate({ variables: values })),
    [mutate],
  );
}

const StartTotpDocument = graphql(`
  mutation StartTotpEnrollment {
    startTotpEnrollment {
      secret
      otpauthUrl
    }
  }
`);

const ConfirmTotpDocument = graphql(`
  mutation ConfirmTotpEnrollment($code: String!) {
    confirmTotpEnrollment(code: $code)
  }
`);

const RemoveSecondFactorDocument = graphql(`
  mutation RemoveSecondFactor($code: String!) {
    removeSecondFactor(code: $code)
  }
`);

/**
 * Setting up the authenticator app: its secret first, then the first code turns it on and answers the recovery codes.
 */
export function useTotpMutations() {
  const [start] = useMutation(StartTotpDocument, { context: refusalShownInPlace });
  const [confirm] = useMutation(ConfirmTotpDocument, { context: refusalShownInPlace });
  const [remove] = useMutation(RemoveSecondFactorDocument, options);
  return {
    start: useCallback(async () => attempt(async () => (await start()).data!.startTotpEnrollment), [start]),
    // Nothing is refetched yet: the recovery codes are shown first,
    // and the screen moves on when the person has kept them.
    confirm: useCallback(
      (code: string): Promise<Outcome<string[]>> =>
        attempt(async () => (await confirm({ variables: { code: code.trim() } })).data!.confirmTotpEnrollment),
      [confirm],
    ),
    remove: useCallback((code: string) => attempt(() => remove({ variables: { code: code.trim() } })), [remove]),
  };
}

const PasskeyRegistrationOptionsDocument = graphql(`
  mutation PasskeyRegistrationOptions {
    passkeyRegistrationOptions
  }
`);

const RegisterPasskeyDocument = graphql(`
  mutation RegisterPasskey($name: String!, $response: String!) {
    registerPasskey(name: $name, response: $response) {
      id
      name
    }
  }
`);

const RemovePasskeyDocument = graphql(`
  mutation RemovePasskey($id: ID!) {
    removePasskey(id: $id)
  }
`);

/**
 * Adding a passkey: the server's options, the browser's prompt (its helper fetched on first use), the server's check.
 */
export function usePasskeyMutations() {
  const client = useApolloClient();
  const [askOptions] = useMutation(PasskeyRegistrationOptionsDocument, { context: refusalShownInPlace });
  const [register] = useMutation(RegisterPasskeyDocument, { context: refusalShownInPlace });
  const [remove] = useMutation(RemovePasskeyDocument, options);
  return {
    add: useCallback(
      async (name: string): Promise<Outcome<{ name: string }> | { ok: false; cancelled: true }> => {
        try {
          const [{ startRegistration }, answer] = await Promise.all([import('@simplewebauthn/browser'), askOptions()]);
          const response = await startRegistration({
            optionsJSON: JSON.parse(answer.data!.passkeyRegistrationOptions),
          });
          const outcome = await attempt(
            async () =>
              (await register({ variables: { name: name.trim(), response: JSON.stringify(response) } })).data!
                .registerPasskey,
          );
          if (outcome.ok) await client.refetchQueries({ include: 'active' });
          return outcome;
        } catch (error) {
          if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
            return { ok: false, cancelled: true };
          return attempt(() => Promise.reject(error));
        }
      },
      [askOptions, client, register],
    ),
    remove: useCallback((id: string) => attempt(() => remove({ variables: { id } })), [remove]),
  };
}

const EndSessionDocument = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id)
  }
`);

const EndOtherSessionsDocument = graphql(`
  mutation EndOtherSessions {
    endOtherSessions
  }
`);

export function useSessionMutations() {
  const [end] = useMutation(EndSessionDocument, options);
  const [endOthers] = useMutation(EndOtherSessionsDocument, options);
  return {
    end: useCallback((id: string) => attempt(() => end({ variables: { id } })), [end]),
    endOthers: useCallback(() => attempt(async () => (await endOthers()).data!.endOtherSessions), [endOthers]),
  };
}
