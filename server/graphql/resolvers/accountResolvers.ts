import type { Resolvers } from '../generated/resolvers.ts';

export const accountResolvers: Resolvers = {
  Query: {
    me: (_, __, { viewer, services }) => viewer && { ...viewer, ...services.team.preferencesOf(viewer.uid) },
    invitationByToken: async (_, { token }, { services, requester }) => {
      const invitation = await services.accounts.invitationByToken(token, requester);
      return (
        invitation && {
          email: invitation.email,
          role: invitation.role,
          expiresAt: new Date(invitation.expiresAt).toISOString(),
        }
      );
    },
  },
  Mutation: {
    signUp: async (_, { email, password, repeatPassword, invitation }, { services, requester, sessionCookie }) => {
      const session = await services.accounts.signUp(email, password, repeatPassword, requester, invitation);
      sessionCookie?.set(session.token);
      return session;
    },
    signIn: async (_, { email, password }, { services, requester, sessionCookie }) => {
      const session = await services.accounts.signIn(email, password, requester);
      sessionCookie?.set(session.token);
      return session;
    },
    signOut: async (_, __, { services, sessionToken, sessionCookie }) => {
      if (sessionToken) await services.accounts.signOut(sessionToken);
      sessionCookie?.clear();
      return true;
    },
  },
};
