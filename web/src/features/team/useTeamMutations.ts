// The Team page's mutations, each a hook that returns what happened (the server's words on a refusal) so the page can
// say it where it was asked. The page's query is refetched after each change,
// so every list stays as the server holds it.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import type { Role, SignUpPolicy } from '../../gql/graphql.ts';
import { refusalShownInPlace } from '../../shared/refusals.ts';
import { attempt, type Outcome } from '../../shared/mutationOutcome.ts';
import { AuditLogDocument, TeamDocument } from './teamDocuments.ts';

export type { Outcome };

const refetchQueries = [TeamDocument, AuditLogDocument];
const options = { refetchQueries, awaitRefetchQueries: true, context: refusalShownInPlace } as const;

const UpdateTeamSettingsDocument = graphql(`
  mutation UpdateTeamSettings($signUpPolicy: SignUpPolicy, $signUpDomains: [String!]) {
    updateTeamSettings(signUpPolicy: $signUpPolicy, signUpDomains: $signUpDomains) {
      signUpPolicy
      signUpDomains
    }
  }
`);

export function useUpdateTeamSettingsMutation() {
  const [mutate] = useMutation(UpdateTeamSettingsDocument, options);
  return useCallback(
    (signUpPolicy: SignUpPolicy, signUpDomains?: string[]) =>
      attempt(() => mutate({ variables: { signUpPolicy, signUpDomains } })),
    [mutate],
  );
}

const InviteMemberDocument = graphql(`
  mutation InviteMember($email: String!, $role: Role!) {
    inviteMember(email: $email, role: $role) {
      id
      email
      role
      url
    }
  }
`);

/** Invites an email with a role; the answer's link is shown once, to copy. */
export function useInviteMemberMutation() {
  const [mutate] = useMutation(InviteMemberDocument, options);
  return useCallback(
    (email: string, role: Role) =>
      attempt(async () => {
        const { data } = await mutate({ variables: { email: email.trim(), role } });
        if (!data) throw new Error('The server sent no invitation.');
        return data.inviteMember;
      }),
    [mutate],
  );
}

const RevokeInvitationDocument = graphql(`
  mutation RevokeInvitation($id: ID!) {
    revokeInvitation(id: $id) {
      id
    }
  }
`);

export function useRevokeInvitationMutation() {
  const [mutate] = useMutation(RevokeInvitationDocument, options);
  return useCallback((id: string) => attempt(() => mutate({ variables: { id } })), [mutate]);
}

const SetMemberRoleDocument = graphql(`
  mutation SetMemberRole($uid: ID!, $role: Role!) {
    setMemberRole(uid: $uid, role: $role) {
      ...MemberFields
    }
  }
`);

export function useSetMemberRoleMutation() {
  const [mutate] = useMutation(SetMemberRoleDocument, options);
  return useCallback((uid: string, role: Role) => attempt(() => mutate({ variables: { uid, role } })), [mutate]);
}

const DeactivateMemberDocument = graphql(`
  mutation DeactivateMember($uid: ID!) {
    deactivateMember(uid: $uid) {
      ...MemberFields
    }
  }
`);

const ReactivateMemberDocument = graphql(`
  mutation ReactivateMember($uid: ID!) {
    reactivateMember(uid: $uid) {
      ...MemberFields
    }
  }
`);

const ApproveMemberDocument = graphql(`
  mutation ApproveMember($uid: ID!) {
    approveMember(uid: $uid) {
      ...MemberFields
    }
  }
`);

const TransferOwnershipDocument = graphql(`
  mutation TransferOwnership($uid: ID!) {
    transferOwnership(uid: $uid) {
      ...MemberFields
    }
  }
`);

/** Deactivate, reactivate, approve, make owner: one member at a time. */
export function useMemberActionMutations() {
  const [deactivate] = useMutation(DeactivateMemberDocument, options);
  const [reactivate] = useMutation(ReactivateMemberDocument, options);
  const [approve] = useMutation(ApproveMemberDocument, options);
  const [transfer] = useMutation(TransferOwnershipDocument, {
    ...options,
    refetchQueries: [...refetchQueries, 'CurrentUser'],
  });
  return {
    deactivate: useCallback((uid: string) => attempt(() => deactivate({ variables: { uid } })), [deactivate]),
    reactivate: useCallback((uid: string) => attempt(() => reactivate({ variables: { uid } })), [reactivate]),
    approve: useCallback((uid: string) => attempt(() => approve({ variables: { uid } })), [approve]),
    makeOwner: useCallback((uid: string) => attempt(() => transfer({ variables: { uid } })), [transfer]),
  };
}

const CreatePasswordResetLinkDocument = graphql(`
  mutation CreatePasswordResetLink($uid: ID!) {
    createPasswordResetLink(uid: $uid)
  }
`);

/** A single-use reset link for a member, handed over by the admin (it works without mail). */
export function useCreatePasswordResetLinkMutation() {
  const [mutate] = useMutation(CreatePasswordResetLinkDocument, {
    refetchQueries: [AuditLogDocument],
    context: refusalShownInPlace,
  });
  return useCallback(
    (uid: string) => attempt(async () => (await mutate({ variables: { uid } })).data!.createPasswordResetLink),
    [mutate],
  );
}

const RequireSecondFactorDocument = graphql(`
  mutation RequireSecondFactor($requireSecondFactor: Boolean!) {
    updateTeamSettings(requireSecondFactor: $requireSecondFactor) {
      requireSecondFactor
    }
  }
`);

export function useRequireSecondFactorMutation() {
  const [mutate] = useMutation(RequireSecondFactorDocument, options);
  return useCallback(
    (required: boolean) => attempt(() => mutate({ variables: { requireSecondFactor: required } })),
    [mutate],
  );
}

const RemovedRetentionDocument = graphql(`
  mutation RemovedRetention($days: Int) {
    updateTeamSettings(removedRetentionDays: $days) {
      removedRetentionDays
    }
  }
`);

/** How many days removed customers are kept before the servers erase them for good; null keeps them. */
export function useRemovedRetentionMutation() {
  const [mutate] = useMutation(RemovedRetentionDocument, options);
  return useCallback((days: number | null) => attempt(() => mutate({ variables: { days } })), [mutate]);
}

const CreateApiKeyDocument = graphql(`
  mutation CreateApiKey($name: String!, $role: Role!, $expiresAt: String) {
    createApiKey(name: $name, role: $role, expiresAt: $expiresAt) {
      apiKey {
        ...ApiKeyFields
      }
      secret
    }
  }
`);

/** A key for a GraphQL client; its secret comes in this answer only. */
export function useCreateApiKeyMutation() {
  const [mutate] = useMutation(CreateApiKeyDocument, options);
  return useCallback(
    (name: string, role: Role, expiresAt: string | null) =>
      attempt(async () => {
        const { data } = await mutate({ variables: { name: name.trim(), role, expiresAt } });
        if (!data) throw new Error('The server sent no key.');
        return data.createApiKey;
      }),
    [mutate],
  );
}

const RevokeApiKeyDocument = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      ...ApiKeyFields
    }
  }
`);

export function useRevokeApiKeyMutation() {
  const [mutate] = useMutation(RevokeApiKeyDocument, options);
  return useCallback((id: string) => attempt(() => mutate({ variables: { id } })), [mutate]);
}
