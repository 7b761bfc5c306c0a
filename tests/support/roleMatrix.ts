// The role matrix the API tests check (roleMatrix.test.ts): the lowest role for each root field and subscription, and
// one harmless call per field.
import type { Role } from './team.ts';

/** The lowest role that may use each field; null: no role (visitor fields are tested in accounts.test.ts). */
export const lowestRole: Record<string, Role> = {
  'Query.customers': 'VIEWER',
  'Query.customerPage': 'VIEWER',
  'Query.customer': 'VIEWER',
  'Query.customerDuplicates': 'VIEWER',
  'Query.customerDuplicateGroups': 'VIEWER',
  'Query.workers': 'VIEWER',
  'Query.customerStats': 'VIEWER',
  'Query.recentChanges': 'VIEWER',
  'Query.customerImports': 'MEMBER',
  'Query.members': 'ADMIN',
  'Query.teammates': 'VIEWER',
  'Query.invitations': 'ADMIN',
  'Query.teamSettings': 'ADMIN',
  'Query.teamDefaults': 'VIEWER',
  'Query.apiKeys': 'ADMIN',
  'Query.auditLog': 'ADMIN',
  'Mutation.saveCustomer': 'MEMBER',
  'Mutation.removeCustomer': 'MEMBER',
  'Mutation.restoreCustomer': 'MEMBER',
  'Mutation.importCustomers': 'MEMBER',
  'Mutation.undoCustomerImport': 'MEMBER',
  'Mutation.removeCustomers': 'MEMBER',
  'Mutation.restoreCustomers': 'MEMBER',
  'Mutation.undoBulkChange': 'MEMBER',
  'Mutation.assignCustomers': 'MEMBER',
  'Mutation.tagCustomers': 'MEMBER',
  'Mutation.createTag': 'ADMIN',
  'Mutation.updateTag': 'ADMIN',
  'Mutation.deleteTag': 'ADMIN',
  'Mutation.createCustomField': 'ADMIN',
  'Mutation.updateCustomField': 'ADMIN',
  'Mutation.archiveCustomField': 'ADMIN',
  'Mutation.mergeCustomers': 'MEMBER',
  'Mutation.markNotDuplicates': 'MEMBER',
  'Mutation.eraseCustomer': 'ADMIN',
  'Mutation.updateTeamSettings': 'ADMIN',
  'Mutation.inviteMember': 'ADMIN',
  'Mutation.revokeInvitation': 'ADMIN',
  'Mutation.setMemberRole': 'ADMIN',
  'Mutation.deactivateMember': 'ADMIN',
  'Mutation.reactivateMember': 'ADMIN',
  'Mutation.approveMember': 'ADMIN',
  'Mutation.transferOwnership': 'OWNER',
  'Mutation.createApiKey': 'ADMIN',
  'Mutation.revokeApiKey': 'ADMIN',
  'Mutation.createPasswordResetLink': 'ADMIN',
  'Query.webhooks': 'ADMIN',
  'Query.webhookDeliveries': 'ADMIN',
  'Mutation.createWebhook': 'ADMIN',
  'Mutation.updateWebhook': 'ADMIN',
  'Mutation.deleteWebhook': 'ADMIN',
  'Mutation.redeliverWebhook': 'ADMIN',
  'Query.savedViews': 'VIEWER',
  'Query.tags': 'VIEWER',
  'Query.customFields': 'VIEWER',
  'Query.notifications': 'VIEWER',
  'Query.search': 'VIEWER',
  'Mutation.markNotificationsRead': 'VIEWER',
  'Mutation.saveView': 'VIEWER',
  'Mutation.deleteView': 'VIEWER',
  'Query.customerTimeline': 'VIEWER',
  'Mutation.addActivity': 'MEMBER',
  'Mutation.updateActivity': 'MEMBER',
  'Mutation.deleteActivity': 'MEMBER',
  'Query.tasks': 'VIEWER',
  'Mutation.createTask': 'MEMBER',
  'Mutation.updateTask': 'MEMBER',
  'Mutation.completeTask': 'MEMBER',
  'Mutation.deleteTask': 'MEMBER',
};

/**
 * One harmless call per field: past the role check it fails on its input
 * (NOT_FOUND, BAD_USER_INPUT) or changes nothing.
 */
export const calls: Record<string, string> = {
  'Query.customers': '{ customers(filter: ALL) { id } }',
  'Query.customerPage': '{ customerPage { totalCount } }',
  'Query.customer': '{ customer(id: "nobody") { id } }',
  'Query.customerDuplicates': '{ customerDuplicates(contacts: [{ email: "a@example.com" }]) { index } }',
  'Query.customerDuplicateGroups': '{ customerDuplicateGroups { emails } }',
  'Query.workers': '{ workers { id } }',
  'Query.customerStats': '{ customerStats { active } }',
  'Query.recentChanges': '{ recentChanges { entry { type } } }',
  'Query.customerImports': '{ customerImports { id } }',
  'Query.members': '{ members { uid } }',
  'Query.teammates': '{ teammates { uid } }',
  'Query.invitations': '{ invitations { id } }',
  'Query.teamSettings': '{ teamSettings { signUpPolicy } }',
  'Query.teamDefaults': '{ teamDefaults { timeZone } }',
  'Query.apiKeys': '{ apiKeys { id } }',
  'Query.auditLog': '{ auditLog { nodes { id } } }',
  'Mutation.saveCustomer':
    'mutation { saveCustomer(input: { fname: "", lname: "", email: "", phone: "", address: "" }) { id } }',
  'Mutation.removeCustomer': 'mutation { removeCustomer(id: "nobody") { id } }',
  'Mutation.restoreCustomer': 'mutation { restoreCustomer(id: "nobody") { id } }',
  'Mutation.importCustomers':
    'mutation { importCustomers(rows: [{ fname: "", lname: "", email: "", phone: "", address: "" }]) { created } }',
  'Mutation.undoCustomerImport': 'mutation { undoCustomerImport(importId: "nobody") { removed } }',
  'Mutation.removeCustomers': 'mutation { removeCustomers(selection: { ids: ["nobody"] }) { count } }',
  'Mutation.restoreCustomers': 'mutation { restoreCustomers(selection: { ids: ["nobody"] }) { count } }',
  'Mutation.undoBulkChange': 'mutation { undoBulkChange(id: "nobody") { reverted } }',
  'Mutation.assignCustomers':
    'mutation { assignCustomers(selection: { ids: ["nobody"] }, ownerUid: "nobody") { count } }',
  'Mutation.mergeCustomers': 'mutation { mergeCustomers(keepId: "nobody", mergeIds: ["no-one"]) { id } }',
  'Mutation.markNotDuplicates': 'mutation { markNotDuplicates(customerIds: ["nobody", "no-one"]) }',
  'Mutation.eraseCustomer': 'mutation { eraseCustomer(id: "nobody") }',
  'Mutation.updateTeamSettings': 'mutation { updateTeamSettings { signUpPolicy } }',
  'Mutation.inviteMember': 'mutation { inviteMember(email: "not an email", role: MEMBER) { id } }',
  'Mutation.revokeInvitation': 'mutation { revokeInvitation(id: "nobody") { id } }',
  'Mutation.setMemberRole': 'mutation { setMemberRole(uid: "nobody", role: MEMBER) { uid } }',
  'Mutation.deactivateMember': 'mutation { deactivateMember(uid: "nobody") { uid } }',
  'Mutation.reactivateMember': 'mutation { reactivateMember(uid: "nobody") { uid } }',
  'Mutation.approveMember': 'mutation { approveMember(uid: "nobody") { uid } }',
  'Mutation.transferOwnership': 'mutation { transferOwnership(uid: "nobody") { uid } }',
  'Mutation.createApiKey': 'mutation { createApiKey(name: "", role: MEMBER) { secret } }',
  'Mutation.revokeApiKey': 'mutation { revokeApiKey(id: "nobody") { id } }',
  'Mutation.createPasswordResetLink': 'mutation { createPasswordResetLink(uid: "nobody") }',
  'Query.webhooks': '{ webhooks { id } }',
  'Query.webhookDeliveries': '{ webhookDeliveries(webhookId: "nobody") { nodes { id } } }',
  'Mutation.createWebhook': 'mutation { createWebhook(url: "", events: []) { secret } }',
  'Mutation.updateWebhook': 'mutation { updateWebhook(id: "nobody") { id } }',
  'Mutation.deleteWebhook': 'mutation { deleteWebhook(id: "nobody") }',
  'Mutation.redeliverWebhook': 'mutation { redeliverWebhook(deliveryId: "nobody") { id } }',
  'Query.savedViews': '{ savedViews { id } }',
  'Query.tags': '{ tags { id name color count } }',
  'Mutation.tagCustomers': 'mutation { tagCustomers(selection: { ids: ["nobody"] }, add: ["no-tag"]) { count } }',
  'Mutation.createTag': 'mutation { createTag(name: "") { id } }',
  'Mutation.updateTag': 'mutation { updateTag(id: "nobody", name: "Nobody") { id } }',
  'Mutation.deleteTag': 'mutation { deleteTag(id: "nobody") }',
  'Query.customFields': '{ customFields(includeArchived: true) { id key label type options required archived } }',
  'Mutation.createCustomField': 'mutation { createCustomField(input: { label: "", type: TEXT }) { id } }',
  'Mutation.updateCustomField':
    'mutation { updateCustomField(id: "nobody", input: { label: "Nobody", type: TEXT }) { id } }',
  'Mutation.archiveCustomField': 'mutation { archiveCustomField(id: "nobody") { id } }',
  'Query.notifications': '{ notifications { unread } }',
  'Query.search': '{ search(text: "grace") { id } }',
  'Mutation.markNotificationsRead': 'mutation { markNotificationsRead(all: true) }',
  'Mutation.saveView': 'mutation { saveView(input: { name: "", filter: ACTIVE, columns: [] }) { id } }',
  'Mutation.deleteView': 'mutation { deleteView(id: "nobody") }',
  'Query.customerTimeline': '{ customerTimeline(customerId: "nobody") { nodes { id } } }',
  'Mutation.addActivity': 'mutation { addActivity(input: { customerId: "nobody", body: "" }) { id } }',
  'Mutation.updateActivity': 'mutation { updateActivity(id: "nobody", body: "x") { id } }',
  'Mutation.deleteActivity': 'mutation { deleteActivity(id: "nobody") }',
  'Query.tasks': '{ tasks { totalCount } }',
  'Mutation.createTask': 'mutation { createTask(input: { title: "" }) { id } }',
  'Mutation.updateTask': 'mutation { updateTask(id: "nobody", input: { title: "x" }) { id } }',
  'Mutation.completeTask': 'mutation { completeTask(id: "nobody") { id } }',
  'Mutation.deleteTask': 'mutation { deleteTask(id: "nobody") }',
};

/**
 * quiet: a subscription with no first event (it tells only of what happens later): let through when no error comes.
 * passed: what a subscription past the role check answers instead (an unknown id's NOT_FOUND).
 */
export const subscriptions: Record<string, { query: string; lowest: Role; quiet?: true; passed?: string }> = {
  'Subscription.customerTimelineChanged': {
    query: 'subscription { customerTimelineChanged(customerId: "nobody") { id } }',
    lowest: 'VIEWER',
    passed: 'NOT_FOUND',
  },
  'Subscription.customerChanges': { query: 'subscription { customerChanges { initial } }', lowest: 'VIEWER' },
  'Subscription.customerEditors': { query: 'subscription { customerEditors { customerId } }', lowest: 'VIEWER' },
  'Subscription.customerStatsChanged': { query: 'subscription { customerStatsChanged }', lowest: 'VIEWER' },
  'Subscription.notificationAdded': {
    query: 'subscription { notificationAdded { id } }',
    lowest: 'VIEWER',
    quiet: true,
  },
  'Subscription.customerActivity (viewing)': {
    query: 'subscription { customerActivity(id: "nobody") { viewers { editing } } }',
    lowest: 'VIEWER',
  },
  'Subscription.customerActivity (editing)': {
    query: 'subscription { customerActivity(id: "nobody", editing: true) { viewers { editing } } }',
    lowest: 'MEMBER',
  },
};

export const rank: Record<Role, number> = { VIEWER: 0, MEMBER: 1, ADMIN: 2, OWNER: 3 };

export interface Principal {
  name: string;
  token?: string;
  /** null: not let in at all (UNAUTHENTICATED, 401) */
  role: Role | null;
}
