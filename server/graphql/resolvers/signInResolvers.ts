import type { SessionView } from '../../domain/signin/signInSessions.ts';
import type { StoredPasskey } from '../../domain/signin/signInStore.ts';
import type { Viewer } from '../../domain/team/teamAccess.ts';
import { UnauthenticatedError } from '../../domain/errors.ts';
import type { Resolvers } from '../generated/resolvers.ts';

const iso = (at: number) => new Date(at).toISOString();

/** These fields are reached only past the guard, which has checked there is a viewer; this says so to the types. */
function viewerOf(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
}

const sessionInfo = (s: SessionView) => ({
  id: s.id,
  current: s.current,
  userAgent: s.userAgent,
  address: s.address,
  createdAt: iso(s.createdAt),
  lastActiveAt: s.lastActiveAt === null ? null : iso(s.lastActiveAt),
});

const passkey = (p: StoredPasskey) => ({
  id: p.id,
  name: p.name,
  createdAt: iso(p.createdAt),
  lastUsedAt: p.lastUsedAt === null ? null : iso(p.lastUsedAt),
});

export const signInResolvers: Resolvers = {
  Query: {
    mySessions: async (_, __, { services, viewer, sessionToken }) =>
      (await services.signIns.sessions(viewerOf(viewer), sessionToken)).map(sessionInfo),
    secondFactor: (_, __, { services, viewer }) => services.signIns.secondFactorStatus(viewerOf(viewer)),
    passkeys: async (_, __, { services, viewer }) => (await services.passkeys.passkeys(viewerOf(viewer))).map(passkey),
  },
  Mutation: {
    requestPasswordReset: (_, { email }, { services, requester }) =>
      services.signIns.requestPasswordReset(email, requester),
    createPasswordResetLink: (_, { uid }, { services, viewer, requester }) =>
      services.signIns.createPasswordResetLink(viewerOf(viewer), requester, uid),
    resetPassword: async (_, { token, password, repeatPassword }, { services, requester, sessionCookie }) => {
      const session = await services.signIns.resetPassword(token, password, repeatPassword, requester);
      sessionCookie?.set(session.token);
      return session;
    },
    changePassword: async (_, input, { services, viewer, requester, sessionToken, sessionCookie }) => {
      const { renewedToken } = await services.signIns.changePassword(viewerOf(viewer), requester, sessionToken, input);
      if (renewedToken) sessionCookie?.set(renewedToken);
      return true;
    },
    startTotpEnrollment: (_, __, { services, viewer }) => services.signIns.startTotpEnrollment(viewerOf(viewer)),
    confirmTotpEnrollment: (_, { code }, { services, viewer, requester, sessionToken }) =>
      services.signIns.confirmTotpEnrollment(viewerOf(viewer), requester, code, sessionToken),
    removeSecondFactor: (_, { code }, { services, viewer, requester }) =>
      services.signIns.removeSecondFactor(viewerOf(viewer), requester, code),
    verifySecondFactor: async (_, { challenge, code }, { services, requester, sessionCookie }) => {
      const session = await services.signIns.verifySecondFactor(challenge, code, requester);
      sessionCookie?.set(session.token);
      return session;
    },
    passkeyRegistrationOptions: (_, __, { services, viewer }) =>
      services.passkeys.registrationOptions(viewerOf(viewer)),
    registerPasskey: async (_, { name, response }, { services, viewer, requester, sessionToken }) =>
      passkey(await services.passkeys.register(viewerOf(viewer), requester, name, response, sessionToken)),
    removePasskey: (_, { id }, { services, viewer, requester }) =>
      services.passkeys.remove(viewerOf(viewer), requester, id),
    passkeySignInOptions: (_, __, { services, requester }) => services.passkeys.signInOptions(requester),
    signInWithPasskey: async (_, { response }, { services, requester, sessionCookie }) => {
      const session = await services.passkeys.signIn(response, requester);
      sessionCookie?.set(session.token);
      return session;
    },
    endSession: (_, { id }, { services, viewer }) => services.signIns.endSession(viewerOf(viewer), id),
    endOtherSessions: (_, __, { services, viewer, sessionToken }) =>
      services.signIns.endOtherSessions(viewerOf(viewer), sessionToken),
  },
};
