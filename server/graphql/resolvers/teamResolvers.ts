import type { ApiKey, AuditEntry, Invitation, Member } from '../../domain/team/team.ts';
import type { Viewer } from '../../domain/team/teamAccess.ts';
import { UnauthenticatedError } from '../../domain/errors.ts';
import type { Resolvers } from '../generated/resolvers.ts';

const iso = (at: number) => new Date(at).toISOString();
const isoOrNull = (at: number | null) => (at === null ? null : iso(at));

/** Team fields are reached only past the guard, which has checked the role; this says so to the types. */
function viewerOf(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
}

export const member = (m: Member) => ({ ...m, joinedAt: iso(m.joinedAt), lastActiveAt: isoOrNull(m.lastActiveAt) });
const invitation = (i: Invitation, url?: string) => ({
  id: i.id,
  email: i.email,
  role: i.role,
  expiresAt: iso(i.expiresAt),
  invitedBy: i.invitedBy,
  url: url ?? null,
});
const apiKey = (k: ApiKey) => ({
  ...k,
  createdAt: iso(k.createdAt),
  expiresAt: isoOrNull(k.expiresAt),
  lastUsedAt: isoOrNull(k.lastUsedAt),
});
const auditEntry = (e: AuditEntry) => ({
  ...e,
  at: iso(e.at),
  target: e.target ?? null,
  address: e.address ?? null,
  details: e.details ?? null,
});

export const teamResolvers: Resolvers = {
  Query: {
    members: async (_, __, { services, viewer }) => (await services.team.members(viewerOf(viewer))).map(member),
    teammates: async (_, __, { services }) =>
      (await services.team.teammates()).map(({ uid, email, active }) => ({ uid, email, active })),
    invitations: async (_, __, { services, viewer }) =>
      (await services.team.invitations(viewerOf(viewer))).map((i) => invitation(i)),
    teamSettings: (_, __, { services, viewer }) => services.team.settings(viewerOf(viewer)),
    teamDefaults: (_, __, { services }) => services.team.defaults(),
    apiKeys: async (_, __, { services, viewer }) => (await services.team.apiKeys(viewerOf(viewer))).map(apiKey),
    auditLog: async (_, { first, after }, { services, viewer }) => {
      const page = await services.team.auditLog(viewerOf(viewer), first, after);
      return {
        nodes: page.nodes.map(auditEntry),
        pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
      };
    },
  },
  Mutation: {
    updateTeamSettings: (_, args, { services, viewer, requester }) =>
      services.team.updateSettings(viewerOf(viewer), requester, {
        ...(args.signUpPolicy != null && { signUpPolicy: args.signUpPolicy }),
        ...(args.signUpDomains != null && { signUpDomains: args.signUpDomains }),
        ...(args.requireSecondFactor != null && { requireSecondFactor: args.requireSecondFactor }),
        ...(args.removedRetentionDays !== undefined && { removedRetentionDays: args.removedRetentionDays }),
        ...(args.defaultLocale != null && { defaultLocale: args.defaultLocale }),
        ...(args.defaultRegion != null && { defaultRegion: args.defaultRegion }),
        ...(args.timeZone != null && { timeZone: args.timeZone }),
      }),
    updateMyPreferences: async (_, args, { services, viewer }) => {
      const me = viewerOf(viewer);
      return { ...me, ...(await services.team.updatePreferences(me, args)) };
    },
    inviteMember: async (_, { email, role }, { services, viewer, requester }) => {
      const issued = await services.team.invite(viewerOf(viewer), requester, email, role);
      return invitation(issued.invitation, issued.url);
    },
    revokeInvitation: async (_, { id }, { services, viewer, requester }) =>
      invitation(await services.team.revokeInvitation(viewerOf(viewer), requester, id)),
    setMemberRole: async (_, { uid, role }, { services, viewer, requester }) =>
      member(await services.team.setRole(viewerOf(viewer), requester, uid, role)),
    deactivateMember: async (_, { uid }, { services, viewer, requester }) =>
      member(await services.team.setActive(viewerOf(viewer), requester, uid, false)),
    reactivateMember: async (_, { uid }, { services, viewer, requester }) =>
      member(await services.team.setActive(viewerOf(viewer), requester, uid, true)),
    approveMember: async (_, { uid }, { services, viewer, requester }) =>
      member(await services.team.approve(viewerOf(viewer), requester, uid)),
    transferOwnership: async (_, { uid }, { services, viewer, requester }) =>
      member(await services.team.transferOwnership(viewerOf(viewer), requester, uid)),
    createApiKey: async (_, { name, role, expiresAt }, { services, viewer, requester }) => {
      const created = await services.team.createApiKey(viewerOf(viewer), requester, name, role, expiresAt);
      return { apiKey: apiKey(created.apiKey), secret: created.secret };
    },
    revokeApiKey: async (_, { id }, { services, viewer, requester }) =>
      apiKey(await services.team.revokeApiKey(viewerOf(viewer), requester, id)),
  },
  User: {
    role: (user) => user.role ?? null,
    locale: (user) => user.locale ?? null,
    region: (user) => user.region ?? null,
  },
};
