// Who may use each root field: the role matrix in one table. The guard (resolvers/index.ts) checks it before a
// resolver runs, over HTTP and the socket alike. A field added to the schema without an entry here fails to compile.
import { ForbiddenError, UnauthenticatedError } from '../domain/errors.ts';
import { signInMessages } from '../domain/signin/signInSessions.ts';
import { can, permissionMessages, type Permission } from '../domain/team/team.ts';
import type { GraphQLContext } from './context.ts';
import type { MutationResolvers, QueryResolvers, SubscriptionResolvers } from './generated/resolvers.ts';

/** 'visitor': open to all; 'signedIn': any active member or key; else the permission the viewer's role must hold. */
export type FieldAccess = 'visitor' | 'signedIn' | Permission;

type RootFields = { [K in keyof QueryResolvers as `Query.${K & string}`]-?: FieldAccess } & {
  [K in keyof MutationResolvers as `Mutation.${K & string}`]-?: FieldAccess;
} & { [K in keyof SubscriptionResolvers as `Subscription.${K & string}`]-?: FieldAccess };

export const fieldAccess: RootFields = {
  'Query.me': 'visitor',
  'Query.invitationByToken': 'visitor',
  'Query.customers': 'customers.read',
  'Query.customerPage': 'customers.read',
  'Query.customer': 'customers.read',
  'Query.tags': 'customers.read',
  'Query.customFields': 'customers.read',
  'Query.companies': 'customers.read',
  'Query.company': 'customers.read',
  'Query.customerDuplicates': 'customers.read',
  'Query.customerDuplicateGroups': 'customers.read',
  'Query.customerImports': 'customers.transfer',
  'Query.workers': 'customers.read',
  'Query.customerStats': 'customers.read',
  'Query.recentChanges': 'customers.read',
  'Query.members': 'team.manage',
  'Query.teammates': 'customers.read',
  'Query.invitations': 'team.manage',
  'Query.teamSettings': 'team.manage',
  'Query.teamDefaults': 'signedIn',
  'Query.apiKeys': 'team.manage',
  'Query.auditLog': 'team.manage',
  'Query.mySessions': 'signedIn',
  'Query.passkeys': 'signedIn',
  'Query.secondFactor': 'signedIn',
  'Query.webhooks': 'team.manage',
  'Query.webhookDeliveries': 'team.manage',
  'Mutation.signUp': 'visitor',
  'Mutation.signIn': 'visitor',
  'Mutation.signOut': 'signedIn',
  'Mutation.requestPasswordReset': 'visitor',
  'Mutation.createPasswordResetLink': 'team.manage',
  'Mutation.resetPassword': 'visitor',
  'Mutation.changePassword': 'signedIn',
  'Mutation.updateMyPreferences': 'signedIn',
  'Mutation.startTotpEnrollment': 'signedIn',
  'Mutation.confirmTotpEnrollment': 'signedIn',
  'Mutation.removeSecondFactor': 'signedIn',
  'Mutation.verifySecondFactor': 'visitor',
  'Mutation.passkeyRegistrationOptions': 'signedIn',
  'Mutation.registerPasskey': 'signedIn',
  'Mutation.removePasskey': 'signedIn',
  'Mutation.passkeySignInOptions': 'visitor',
  'Mutation.signInWithPasskey': 'visitor',
  'Mutation.endSession': 'signedIn',
  'Mutation.endOtherSessions': 'signedIn',
  'Mutation.saveCustomer': 'customers.write',
  'Mutation.removeCustomer': 'customers.write',
  'Mutation.restoreCustomer': 'customers.write',
  'Mutation.importCustomers': 'customers.transfer',
  'Mutation.undoCustomerImport': 'customers.transfer',
  'Mutation.removeCustomers': 'customers.write',
  'Mutation.restoreCustomers': 'customers.write',
  'Mutation.assignCustomers': 'customers.write',
  'Mutation.tagCustomers': 'customers.write',
  'Mutation.saveCompany': 'customers.write',
  'Mutation.createTag': 'team.manage',
  'Mutation.updateTag': 'team.manage',
  'Mutation.deleteTag': 'team.manage',
  'Mutation.createCustomField': 'team.manage',
  'Mutation.updateCustomField': 'team.manage',
  'Mutation.archiveCustomField': 'team.manage',
  'Mutation.undoBulkChange': 'customers.write',
  'Mutation.mergeCustomers': 'customers.write',
  'Mutation.markNotDuplicates': 'customers.write',
  'Mutation.eraseCustomer': 'customers.erase',
  'Mutation.updateTeamSettings': 'team.manage',
  'Mutation.inviteMember': 'team.manage',
  'Mutation.revokeInvitation': 'team.manage',
  'Mutation.setMemberRole': 'team.manage',
  'Mutation.deactivateMember': 'team.manage',
  'Mutation.reactivateMember': 'team.manage',
  'Mutation.approveMember': 'team.manage',
  'Mutation.transferOwnership': 'team.transferOwnership',
  'Mutation.createApiKey': 'team.manage',
  'Mutation.revokeApiKey': 'team.manage',
  'Mutation.createWebhook': 'team.manage',
  'Mutation.updateWebhook': 'team.manage',
  'Mutation.deleteWebhook': 'team.manage',
  'Mutation.redeliverWebhook': 'team.manage',
  // A personal view changes nothing anyone else sees: every role keeps its own. Sharing: savedViewAccess below.
  'Query.savedViews': 'customers.read',
  'Mutation.saveView': 'customers.read',
  'Mutation.deleteView': 'customers.read',
  // Activities: changing or deleting someone else's is activityAccess.manageOthers beyond these floors.
  'Query.customerTimeline': 'customers.read',
  'Mutation.addActivity': 'customers.write',
  'Mutation.updateActivity': 'customers.write',
  'Mutation.deleteActivity': 'customers.write',
  'Subscription.customerTimelineChanged': 'customers.read',
  'Query.companyTimeline': 'customers.read',
  'Subscription.companyTimelineChanged': 'customers.read',
  // Tasks: whose tasks one may see or change is taskService.ts's rule beyond these floors.
  'Query.tasks': 'customers.read',
  'Mutation.createTask': 'customers.write',
  'Mutation.updateTask': 'customers.write',
  'Mutation.completeTask': 'customers.write',
  'Mutation.deleteTask': 'customers.write',
  'Subscription.customerChanges': 'customers.read',
  // Opening a customer to edit needs customers.write: the resolver refuses `editing: true` to a viewer.
  'Subscription.customerActivity': 'customers.read',
  'Subscription.customerEditors': 'customers.read',
  // Each member's own notifications: every role reads and marks its own (resolvers/notificationResolvers.ts).
  'Query.notifications': 'signedIn',
  'Mutation.markNotificationsRead': 'signedIn',
  'Subscription.notificationAdded': 'signedIn',
  // The top bar's search finds customers and contacts: what every role may read.
  'Query.search': 'customers.read',
  'Subscription.customerStatsChanged': 'customers.read',
};

/**
 * Saved views beyond one's own personal ones (resolvers/savedViewResolvers.ts): sharing a view puts it in everyone's
 * list, a write the team sees, so it needs a role that writes; changing or deleting a shared view someone else saved is
 * tidying the team's, for those who manage it. A view's owner may always change or delete it.
 */
export const savedViewAccess = {
  share: 'customers.write',
  changeOthersShared: 'team.manage',
} as const satisfies Record<string, Permission>;

/** Activities: their author changes or deletes their own; changing others' is tidying the team's, for its managers. */
export const activityAccess = {
  manageOthers: 'team.manage',
} as const satisfies Record<string, Permission>;

/**
 * What a session may use while the team's second-factor requirement waits for it to enrol: only enrolling, and leaving.
 */
export const openWhileEnrolling: ReadonlySet<string> = new Set([
  'Query.me',
  'Query.secondFactor',
  'Query.passkeys',
  'Mutation.signOut',
  'Mutation.startTotpEnrollment',
  'Mutation.confirmTotpEnrollment',
  'Mutation.passkeyRegistrationOptions',
  'Mutation.registerPasskey',
]);

/** Refuses a visitor a field that is not open to visitors, and a viewer a field their role may not use. */
export function checkAccess(
  access: FieldAccess | undefined,
  viewer: GraphQLContext['viewer'],
  endReason: GraphQLContext['sessionEndReason'] = null,
): void {
  if (access === 'visitor') return;
  if (!viewer) throw new UnauthenticatedError(endReason);
  // A field missing from the table is refused rather than opened.
  if (!access) throw new ForbiddenError('This field is not open to anyone.');
  if (access !== 'signedIn' && !can(viewer.role, access)) throw new ForbiddenError(permissionMessages[access]);
}

/**
 * Every rule a root field's use passes first: the role matrix, then a second factor still to enrol; throws the refusal.
 */
export function checkRootField(
  name: string,
  viewer: GraphQLContext['viewer'],
  endReason: GraphQLContext['sessionEndReason'] = null,
): void {
  checkAccess((fieldAccess as Record<string, FieldAccess>)[name], viewer, endReason);
  if (viewer?.mustEnrolSecondFactor && !openWhileEnrolling.has(name))
    throw new ForbiddenError(signInMessages.mustEnrol);
}
