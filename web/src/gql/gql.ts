/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Account {\n    me {\n      uid\n      email\n    }\n    mySessions {\n      id\n      current\n      userAgent\n      address\n      createdAt\n      lastActiveAt\n    }\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n    secondFactor {\n      enrolled\n      recoveryCodesLeft\n      required\n    }\n  }\n": typeof types.AccountDocument,
    "\n  query MyPreferences {\n    me {\n      uid\n      locale\n      region\n    }\n  }\n": typeof types.MyPreferencesDocument,
    "\n  query OwnLanguage {\n    me {\n      uid\n      locale\n    }\n    teamDefaults {\n      defaultLocale\n    }\n  }\n": typeof types.OwnLanguageDocument,
    "\n  mutation UpdateMyPreferences($locale: String, $region: String) {\n    updateMyPreferences(locale: $locale, region: $region) {\n      uid\n      locale\n      region\n    }\n  }\n": typeof types.UpdateMyPreferencesDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $password: String!, $repeatPassword: String!) {\n    changePassword(currentPassword: $currentPassword, password: $password, repeatPassword: $repeatPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation StartTotpEnrollment {\n    startTotpEnrollment {\n      secret\n      otpauthUrl\n    }\n  }\n": typeof types.StartTotpEnrollmentDocument,
    "\n  mutation ConfirmTotpEnrollment($code: String!) {\n    confirmTotpEnrollment(code: $code)\n  }\n": typeof types.ConfirmTotpEnrollmentDocument,
    "\n  mutation RemoveSecondFactor($code: String!) {\n    removeSecondFactor(code: $code)\n  }\n": typeof types.RemoveSecondFactorDocument,
    "\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions\n  }\n": typeof types.PasskeyRegistrationOptionsDocument,
    "\n  mutation RegisterPasskey($name: String!, $response: String!) {\n    registerPasskey(name: $name, response: $response) {\n      id\n      name\n    }\n  }\n": typeof types.RegisterPasskeyDocument,
    "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n": typeof types.RemovePasskeyDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": typeof types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": typeof types.EndOtherSessionsDocument,
    "\n  fragment SignedInUser on User {\n    uid\n    email\n    role\n    mustEnrolSecondFactor\n  }\n": typeof types.SignedInUserFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...SignedInUser\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  query InvitationPreview($token: String!) {\n    invitationByToken(token: $token) {\n      email\n      role\n    }\n  }\n": typeof types.InvitationPreviewDocument,
    "\n  mutation PasskeySignInOptions {\n    passkeySignInOptions\n  }\n": typeof types.PasskeySignInOptionsDocument,
    "\n  mutation SignInWithPasskey($response: String!) {\n    signInWithPasskey(response: $response) {\n      user {\n        ...SignedInUser\n      }\n    }\n  }\n": typeof types.SignInWithPasskeyDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!, $repeatPassword: String!) {\n    resetPassword(token: $token, password: $password, repeatPassword: $repeatPassword) {\n      user {\n        ...SignedInUser\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      user {\n        ...SignedInUser\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  mutation SignUp($email: String!, $password: String!, $repeatPassword: String!, $invitation: String) {\n    signUp(email: $email, password: $password, repeatPassword: $repeatPassword, invitation: $invitation) {\n      user {\n        ...SignedInUser\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation VerifySecondFactor($challenge: String!, $code: String!) {\n    verifySecondFactor(challenge: $challenge, code: $code) {\n      user {\n        ...SignedInUser\n      }\n    }\n  }\n": typeof types.VerifySecondFactorDocument,
    "\n  query CompanyPeople($id: ID!) {\n    company(id: $id) {\n      ...CompanyFields\n    }\n    customers(companyId: $id) {\n      id\n      fname\n      lname\n      email\n      phone\n    }\n  }\n": typeof types.CompanyPeopleDocument,
    "\n  subscription CompanyPeopleChanges($id: ID!) {\n    customerChanges(companyId: $id) {\n      initial\n    }\n  }\n": typeof types.CompanyPeopleChangesDocument,
    "\n  query Workers {\n    workers {\n      id\n      name\n      phones\n      email\n      birthday\n      photoUrl\n    }\n  }\n": typeof types.WorkersDocument,
    "\n  query CompanyName($id: ID!) {\n    company(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.CompanyNameDocument,
    "\n  fragment CustomerFields on Customer {\n    id\n    fname\n    lname\n    email\n    phone\n    phoneNormalized\n    address\n    notes\n    status\n    version\n    tags {\n      id\n    }\n    fields {\n      key\n      value\n    }\n    company {\n      id\n      name\n    }\n  }\n": typeof types.CustomerFieldsFragmentDoc,
    "\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      ...CustomerFields\n      owner {\n        uid\n        email\n      }\n      phones {\n        label\n        value\n      }\n      emails {\n        label\n        value\n      }\n    }\n  }\n": typeof types.CustomerDocument,
    "\n  query CustomerDuplicates($contacts: [CustomerContactInput!]!) {\n    customerDuplicates(contacts: $contacts) {\n      match\n      customer {\n        id\n        fname\n        lname\n        status\n      }\n    }\n  }\n": typeof types.CustomerDuplicatesDocument,
    "\n  fragment HistoryEntryFields on CustomerHistoryEntry {\n    at\n    by {\n      uid\n      email\n    }\n    type\n    changes {\n      field\n      from\n      to\n    }\n  }\n": typeof types.HistoryEntryFieldsFragmentDoc,
    "\n  query CustomerHistory($id: ID!, $first: Int, $after: String) {\n    customer(id: $id) {\n      id\n      history(first: $first, after: $after) {\n        nodes {\n          ...HistoryEntryFields\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": typeof types.CustomerHistoryDocument,
    "\n  subscription CustomerActivity($id: ID!, $editing: Boolean!) {\n    customerActivity(id: $id, editing: $editing) {\n      customer {\n        ...CustomerFields\n        history(first: 1) {\n          nodes {\n            by {\n              uid\n              email\n            }\n          }\n        }\n      }\n      viewers {\n        user {\n          uid\n          email\n        }\n        editing\n      }\n    }\n  }\n": typeof types.CustomerActivityDocument,
    "\n  subscription CustomerEditors {\n    customerEditors {\n      customerId\n      user {\n        uid\n        email\n      }\n    }\n  }\n": typeof types.CustomerEditorsDocument,
    "\n  query CustomerMergedInto($id: ID!) {\n    customer(id: $id) {\n      id\n      mergedInto\n    }\n  }\n": typeof types.CustomerMergedIntoDocument,
    "\n  query CustomerName($id: ID!) {\n    customer(id: $id) {\n      id\n      fname\n      lname\n    }\n  }\n": typeof types.CustomerNameDocument,
    "\n  subscription LiveCustomerChanges($filter: CustomerFilter!, $owner: ID, $companyId: ID, $after: String) {\n    customerChanges(filter: $filter, owner: $owner, companyId: $companyId, after: $after) {\n      initial\n      complete\n      cursor\n      changes {\n        type\n        customer {\n          ...CustomerFields\n          owner {\n            uid\n            email\n          }\n          # Only the values, for search (the first of each again: the contract has no list of the further ones).\n          phones {\n            value\n          }\n          emails {\n            value\n          }\n        }\n      }\n    }\n  }\n": typeof types.LiveCustomerChangesDocument,
    "\n  mutation TagCustomers($selection: CustomerSelection!, $add: [ID!], $remove: [ID!]) {\n    tagCustomers(selection: $selection, add: $add, remove: $remove) {\n      id\n      count\n    }\n  }\n": typeof types.TagCustomersDocument,
    "\n  fragment TimelineEntryFields on TimelineEntry {\n    id\n    at\n    deleted\n    activity {\n      id\n      kind\n      body\n      at\n      editedAt\n      author {\n        uid\n        email\n      }\n    }\n    task {\n      id\n      title\n      done\n    }\n    change {\n      ...HistoryEntryFields\n    }\n  }\n": typeof types.TimelineEntryFieldsFragmentDoc,
    "\n  query CustomerTimeline($customerId: ID!, $first: Int, $after: String) {\n    me {\n      uid\n      email\n    }\n    customerTimeline(customerId: $customerId, first: $first, after: $after) {\n      nodes {\n        ...TimelineEntryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.CustomerTimelineDocument,
    "\n  subscription CustomerTimelineChanged($customerId: ID!) {\n    customerTimelineChanged(customerId: $customerId) {\n      ...TimelineEntryFields\n    }\n  }\n": typeof types.CustomerTimelineChangedDocument,
    "\n  query CompanyTimeline($companyId: ID!, $first: Int, $after: String) {\n    companyTimeline(companyId: $companyId, first: $first, after: $after) {\n      nodes {\n        ...TimelineEntryFields\n        customer {\n          id\n          fname\n          lname\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.CompanyTimelineDocument,
    "\n  subscription CompanyTimelineChanged($companyId: ID!) {\n    companyTimelineChanged(companyId: $companyId) {\n      ...TimelineEntryFields\n      customer {\n        id\n        fname\n        lname\n      }\n    }\n  }\n": typeof types.CompanyTimelineChangedDocument,
    "\n  mutation AddActivity($input: ActivityInput!) {\n    addActivity(input: $input) {\n      id\n    }\n  }\n": typeof types.AddActivityDocument,
    "\n  mutation UpdateActivity($id: ID!, $body: String!) {\n    updateActivity(id: $id, body: $body) {\n      id\n    }\n  }\n": typeof types.UpdateActivityDocument,
    "\n  mutation DeleteActivity($id: ID!) {\n    deleteActivity(id: $id)\n  }\n": typeof types.DeleteActivityDocument,
    "\n  mutation RemoveCustomers($selection: CustomerSelection!) {\n    removeCustomers(selection: $selection) {\n      id\n      count\n    }\n  }\n": typeof types.RemoveCustomersDocument,
    "\n  mutation RestoreCustomers($selection: CustomerSelection!) {\n    restoreCustomers(selection: $selection) {\n      id\n      count\n    }\n  }\n": typeof types.RestoreCustomersDocument,
    "\n  mutation AssignCustomers($selection: CustomerSelection!, $ownerUid: ID!) {\n    assignCustomers(selection: $selection, ownerUid: $ownerUid) {\n      id\n      count\n    }\n  }\n": typeof types.AssignCustomersDocument,
    "\n  mutation UndoBulkChange($id: ID!) {\n    undoBulkChange(id: $id) {\n      reverted\n      keptChangedSince {\n        id\n        fname\n        lname\n      }\n    }\n  }\n": typeof types.UndoBulkChangeDocument,
    "\n  mutation EraseCustomer($id: ID!) {\n    eraseCustomer(id: $id)\n  }\n": typeof types.EraseCustomerDocument,
    "\n  mutation RemoveCustomer($id: ID!) {\n    removeCustomer(id: $id) {\n      ...CustomerFields\n    }\n  }\n": typeof types.RemoveCustomerDocument,
    "\n  mutation RestoreCustomer($id: ID!) {\n    restoreCustomer(id: $id) {\n      ...CustomerFields\n    }\n  }\n": typeof types.RestoreCustomerDocument,
    "\n  mutation SaveCustomer($input: CustomerInput!) {\n    saveCustomer(input: $input) {\n      ...CustomerFields\n    }\n  }\n": typeof types.SaveCustomerDocument,
    "\n  fragment SavedViewFields on SavedView {\n    id\n    name\n    shared\n    owner {\n      uid\n      email\n    }\n    filter\n    search\n    customerOwner\n    tagIds\n    companyId\n    fieldFilters {\n      key\n      value\n      min\n      max\n    }\n    orderBy {\n      field\n      direction\n      fieldKey\n    }\n    columns\n  }\n": typeof types.SavedViewFieldsFragmentDoc,
    "\n  query SavedViews {\n    me {\n      uid\n    }\n    savedViews {\n      ...SavedViewFields\n    }\n  }\n": typeof types.SavedViewsDocument,
    "\n  mutation SaveView($input: SavedViewInput!) {\n    saveView(input: $input) {\n      ...SavedViewFields\n    }\n  }\n": typeof types.SaveViewDocument,
    "\n  mutation DeleteView($id: ID!) {\n    deleteView(id: $id)\n  }\n": typeof types.DeleteViewDocument,
    "\n  query TeamDay($first: Int) {\n    customerStats {\n      active\n      removed\n      addedThisWeek\n      weeks {\n        weekStart\n        added\n        removed\n      }\n    }\n    recentChanges(first: $first) {\n      customer {\n        id\n        fname\n        lname\n      }\n      entry {\n        ...HistoryEntryFields\n      }\n    }\n  }\n": typeof types.TeamDayDocument,
    "\n  subscription CustomerStatsChanged {\n    customerStatsChanged\n  }\n": typeof types.CustomerStatsChangedDocument,
    "\n  mutation ImportCustomers($rows: [CustomerInput!]!, $onDuplicate: DuplicateAction, $importId: ID) {\n    importCustomers(rows: $rows, onDuplicate: $onDuplicate, importId: $importId) {\n      importId\n      created\n      updated\n      skipped\n      duplicatesInFile\n      restored\n      stillRemoved\n      failed {\n        row\n        fields {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.ImportCustomersDocument,
    "\n  mutation UndoCustomerImport($importId: ID!) {\n    undoCustomerImport(importId: $importId) {\n      removed\n      reverted\n      keptChangedSince {\n        id\n        fname\n        lname\n      }\n    }\n  }\n": typeof types.UndoCustomerImportDocument,
    "\n  query CustomerImports {\n    customerImports {\n      id\n      at\n      created\n      updated\n      skipped\n      failed\n      undone\n    }\n  }\n": typeof types.CustomerImportsDocument,
    "\n  query ImportDuplicates($contacts: [CustomerContactInput!]!) {\n    customerDuplicates(contacts: $contacts) {\n      index\n      match\n      customer {\n        id\n        fname\n        lname\n        status\n      }\n    }\n  }\n": typeof types.ImportDuplicatesDocument,
    "\n  query DuplicateGroups {\n    customerDuplicateGroups(first: 200) {\n      emails\n      phones\n      customers {\n        id\n        fname\n        lname\n        email\n        phone\n        phoneNormalized\n      }\n    }\n  }\n": typeof types.DuplicateGroupsDocument,
    "\n  query MergeCandidate($id: ID!) {\n    customer(id: $id) {\n      id\n      fname\n      lname\n      email\n      phone\n      address\n      notes\n      phoneNormalized\n      status\n      version\n      mergedInto\n      historySummary {\n        entries\n        created {\n          at\n          by {\n            uid\n            email\n          }\n        }\n        lastChange {\n          at\n          by {\n            uid\n            email\n          }\n        }\n      }\n    }\n  }\n": typeof types.MergeCandidateDocument,
    "\n  mutation MarkNotDuplicates($customerIds: [ID!]!) {\n    markNotDuplicates(customerIds: $customerIds)\n  }\n": typeof types.MarkNotDuplicatesDocument,
    "\n  mutation MergeCustomers($keepId: ID!, $mergeIds: [ID!]!, $fields: CustomerInput) {\n    mergeCustomers(keepId: $keepId, mergeIds: $mergeIds, fields: $fields) {\n      id\n      fname\n      lname\n      email\n      phone\n      phoneNormalized\n      address\n      notes\n      status\n      version\n    }\n  }\n": typeof types.MergeCustomersDocument,
    "\n  query TopBarNotifications($first: Int) {\n    notifications(first: $first) {\n      unread\n      nodes {\n        id\n        kind\n        at\n        read\n        customer {\n          id\n          fname\n          lname\n        }\n        by {\n          uid\n          email\n        }\n      }\n    }\n  }\n": typeof types.TopBarNotificationsDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all)\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  query TopBarSearch($text: String!, $first: Int) {\n    search(text: $text, first: $first) {\n      kind\n      id\n      title\n      detail\n    }\n  }\n": typeof types.TopBarSearchDocument,
    "\n  fragment TaskFields on Task {\n    id\n    title\n    notes\n    dueAt\n    done\n    assignee {\n      uid\n      email\n    }\n    customer {\n      id\n      fname\n      lname\n    }\n  }\n": typeof types.TaskFieldsFragmentDoc,
    "\n  query TaskGroups($assigneeUid: ID) {\n    overdue: tasks(filter: { assigneeUid: $assigneeUid, due: OVERDUE }) {\n      nodes {\n        ...TaskFields\n      }\n      totalCount\n    }\n    today: tasks(filter: { assigneeUid: $assigneeUid, due: TODAY }) {\n      nodes {\n        ...TaskFields\n      }\n      totalCount\n    }\n    upcoming: tasks(filter: { assigneeUid: $assigneeUid, due: UPCOMING }) {\n      nodes {\n        ...TaskFields\n      }\n      totalCount\n    }\n    noDate: tasks(filter: { assigneeUid: $assigneeUid, due: NO_DATE }) {\n      nodes {\n        ...TaskFields\n      }\n      totalCount\n    }\n  }\n": typeof types.TaskGroupsDocument,
    "\n  query CustomerTasks($customerId: ID!) {\n    tasks(filter: { customerId: $customerId }) {\n      nodes {\n        ...TaskFields\n      }\n      totalCount\n    }\n  }\n": typeof types.CustomerTasksDocument,
    "\n  mutation CreateTask($input: TaskInput!) {\n    createTask(input: $input) {\n      ...TaskFields\n    }\n  }\n": typeof types.CreateTaskDocument,
    "\n  mutation UpdateTask($id: ID!, $input: TaskInput!) {\n    updateTask(id: $id, input: $input) {\n      ...TaskFields\n    }\n  }\n": typeof types.UpdateTaskDocument,
    "\n  mutation CompleteTask($id: ID!, $done: Boolean) {\n    completeTask(id: $id, done: $done) {\n      ...TaskFields\n    }\n  }\n": typeof types.CompleteTaskDocument,
    "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id)\n  }\n": typeof types.DeleteTaskDocument,
    "\n  query DoneTasks($assigneeUid: ID) {\n    tasks(filter: { assigneeUid: $assigneeUid, done: true }, first: 50) {\n      nodes {\n        ...TaskFields\n        doneAt\n      }\n      totalCount\n    }\n  }\n": typeof types.DoneTasksDocument,
    "\n  query TaskCustomerChoices($search: String) {\n    customerPage(search: $search, first: 10) {\n      nodes {\n        id\n        fname\n        lname\n        email\n      }\n    }\n  }\n": typeof types.TaskCustomerChoicesDocument,
    "\n  mutation TeamLanguage($defaultLocale: String, $defaultRegion: String, $timeZone: String) {\n    updateTeamSettings(defaultLocale: $defaultLocale, defaultRegion: $defaultRegion, timeZone: $timeZone) {\n      defaultLocale\n      defaultRegion\n      timeZone\n    }\n  }\n": typeof types.TeamLanguageDocument,
    "\n  fragment MemberFields on Member {\n    uid\n    email\n    role\n    active\n    pending\n    joinedAt\n    lastActiveAt\n  }\n": typeof types.MemberFieldsFragmentDoc,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    role\n    createdBy {\n      uid\n      email\n    }\n    createdAt\n    expiresAt\n    lastUsedAt\n    revoked\n  }\n": typeof types.ApiKeyFieldsFragmentDoc,
    "\n  query Team {\n    members {\n      ...MemberFields\n    }\n    invitations {\n      id\n      email\n      role\n      expiresAt\n      invitedBy {\n        uid\n        email\n      }\n    }\n    teamSettings {\n      signUpPolicy\n      signUpDomains\n      requireSecondFactor\n      removedRetentionDays\n      defaultLocale\n      defaultRegion\n      timeZone\n    }\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.TeamDocument,
    "\n  query AuditLog($first: Int, $after: String) {\n    auditLog(first: $first, after: $after) {\n      nodes {\n        id\n        at\n        actor {\n          uid\n          email\n        }\n        action\n        target\n        address\n        details\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  mutation CreateCustomField($input: CustomFieldInput!) {\n    createCustomField(input: $input) {\n      id\n      key\n      label\n    }\n  }\n": typeof types.CreateCustomFieldDocument,
    "\n  mutation UpdateCustomField($id: ID!, $input: CustomFieldInput!) {\n    updateCustomField(id: $id, input: $input) {\n      id\n      key\n      label\n    }\n  }\n": typeof types.UpdateCustomFieldDocument,
    "\n  mutation ArchiveCustomField($id: ID!) {\n    archiveCustomField(id: $id) {\n      id\n      archived\n    }\n  }\n": typeof types.ArchiveCustomFieldDocument,
    "\n  query LeftWork($uid: ID!) {\n    customerPage(owner: $uid, first: 0) {\n      totalCount\n    }\n    tasks(filter: { assigneeUid: $uid, done: false }, first: 0) {\n      totalCount\n    }\n  }\n": typeof types.LeftWorkDocument,
    "\n  query HandOffOpenTasks($uid: ID!, $after: String) {\n    tasks(filter: { assigneeUid: $uid, done: false }, first: 500, after: $after) {\n      nodes {\n        id\n        title\n        notes\n        dueAt\n        customer {\n          id\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.HandOffOpenTasksDocument,
    "\n  mutation HandOverCustomers($from: ID!, $to: ID!) {\n    assignCustomers(selection: { filter: ACTIVE, owner: $from }, ownerUid: $to) {\n      id\n      count\n    }\n  }\n": typeof types.HandOverCustomersDocument,
    "\n  mutation HandOverTask($id: ID!, $input: TaskInput!) {\n    updateTask(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.HandOverTaskDocument,
    "\n  mutation CreateTag($name: String!, $color: String) {\n    createTag(name: $name, color: $color) {\n      id\n      name\n      color\n      count\n    }\n  }\n": typeof types.CreateTagDocument,
    "\n  mutation UpdateTag($id: ID!, $name: String, $color: String) {\n    updateTag(id: $id, name: $name, color: $color) {\n      id\n      name\n      color\n      count\n    }\n  }\n": typeof types.UpdateTagDocument,
    "\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n": typeof types.DeleteTagDocument,
    "\n  mutation UpdateTeamSettings($signUpPolicy: SignUpPolicy, $signUpDomains: [String!]) {\n    updateTeamSettings(signUpPolicy: $signUpPolicy, signUpDomains: $signUpDomains) {\n      signUpPolicy\n      signUpDomains\n    }\n  }\n": typeof types.UpdateTeamSettingsDocument,
    "\n  mutation InviteMember($email: String!, $role: Role!) {\n    inviteMember(email: $email, role: $role) {\n      id\n      email\n      role\n      url\n    }\n  }\n": typeof types.InviteMemberDocument,
    "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      id\n    }\n  }\n": typeof types.RevokeInvitationDocument,
    "\n  mutation SetMemberRole($uid: ID!, $role: Role!) {\n    setMemberRole(uid: $uid, role: $role) {\n      ...MemberFields\n    }\n  }\n": typeof types.SetMemberRoleDocument,
    "\n  mutation DeactivateMember($uid: ID!) {\n    deactivateMember(uid: $uid) {\n      ...MemberFields\n    }\n  }\n": typeof types.DeactivateMemberDocument,
    "\n  mutation ReactivateMember($uid: ID!) {\n    reactivateMember(uid: $uid) {\n      ...MemberFields\n    }\n  }\n": typeof types.ReactivateMemberDocument,
    "\n  mutation ApproveMember($uid: ID!) {\n    approveMember(uid: $uid) {\n      ...MemberFields\n    }\n  }\n": typeof types.ApproveMemberDocument,
    "\n  mutation TransferOwnership($uid: ID!) {\n    transferOwnership(uid: $uid) {\n      ...MemberFields\n    }\n  }\n": typeof types.TransferOwnershipDocument,
    "\n  mutation CreatePasswordResetLink($uid: ID!) {\n    createPasswordResetLink(uid: $uid)\n  }\n": typeof types.CreatePasswordResetLinkDocument,
    "\n  mutation RequireSecondFactor($requireSecondFactor: Boolean!) {\n    updateTeamSettings(requireSecondFactor: $requireSecondFactor) {\n      requireSecondFactor\n    }\n  }\n": typeof types.RequireSecondFactorDocument,
    "\n  mutation RemovedRetention($days: Int) {\n    updateTeamSettings(removedRetentionDays: $days) {\n      removedRetentionDays\n    }\n  }\n": typeof types.RemovedRetentionDocument,
    "\n  mutation CreateApiKey($name: String!, $role: Role!, $expiresAt: String) {\n    createApiKey(name: $name, role: $role, expiresAt: $expiresAt) {\n      apiKey {\n        ...ApiKeyFields\n      }\n      secret\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  mutation CreateWebhook($url: String!, $events: [String!]!, $description: String) {\n    createWebhook(url: $url, events: $events, description: $description) {\n      webhook {\n        ...WebhookFields\n      }\n      secret\n    }\n  }\n": typeof types.CreateWebhookDocument,
    "\n  mutation UpdateWebhook($id: ID!, $enabled: Boolean) {\n    updateWebhook(id: $id, enabled: $enabled) {\n      ...WebhookFields\n    }\n  }\n": typeof types.UpdateWebhookDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": typeof types.DeleteWebhookDocument,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      pending\n    }\n  }\n": typeof types.RedeliverWebhookDocument,
    "\n  fragment WebhookFields on Webhook {\n    id\n    url\n    events\n    description\n    enabled\n    createdAt\n    disabledReason\n    lastDeliveryAt\n    lastDeliveryOk\n    consecutiveFailures\n  }\n": typeof types.WebhookFieldsFragmentDoc,
    "\n  query Webhooks {\n    webhooks {\n      ...WebhookFields\n    }\n  }\n": typeof types.WebhooksDocument,
    "\n  query WebhookDeliveries($webhookId: ID!, $first: Int) {\n    webhookDeliveries(webhookId: $webhookId, first: $first) {\n      nodes {\n        id\n        eventId\n        type\n        attempt\n        status\n        durationMs\n        at\n        ok\n        pending\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  fragment CompanyFields on Company {\n    id\n    name\n    domain\n    address\n    phone\n    notes\n    peopleCount\n  }\n": typeof types.CompanyFieldsFragmentDoc,
    "\n  query Companies($search: String, $first: Int, $after: String) {\n    companies(search: $search, first: $first, after: $after) {\n      nodes {\n        ...CompanyFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": typeof types.CompaniesDocument,
    "\n  mutation SaveCompany($input: CompanyInput!) {\n    saveCompany(input: $input) {\n      ...CompanyFields\n    }\n  }\n": typeof types.SaveCompanyDocument,
    "\n  query CustomFields($includeArchived: Boolean) {\n    customFields(includeArchived: $includeArchived) {\n      id\n      key\n      label\n      type\n      options\n      required\n      archived\n    }\n  }\n": typeof types.CustomFieldsDocument,
    "\n  query Tags {\n    tags {\n      id\n      name\n      color\n      count\n    }\n  }\n": typeof types.TagsDocument,
    "\n  query Teammates {\n    me {\n      uid\n    }\n    teammates {\n      uid\n      email\n      active\n    }\n  }\n": typeof types.TeammatesDocument,
};
const documents: Documents = {
    "\n  query Account {\n    me {\n      uid\n      email\n    }\n    mySessions {\n      id\n      current\n      userAgent\n      address\n      createdAt\n      lastActiveAt\n    }\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n    secondFactor {\n      enrolled\n      recoveryCodesLeft\n      required\n    }\n  }\n": types.AccountDocument,
    "\n  query MyPreferences {\n    me {\n      uid\n      locale\n      region\n    }\n  }\n": types.MyPreferencesDocument,
    "\n  query OwnLanguage {\n    me {\n      uid\n      locale\n    }\n    teamDefaults {\n      defaultLocale\n    }\n  }\n": types.OwnLanguageDocument,
    "\n  mutation UpdateMyPreferences($locale: String, $region: String) {\n    updateMyPreferences(locale: $locale, region: $region) {\n      uid\n      locale\n      region\n    }\n  }\n": types.UpdateMyPreferencesDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $password: String!, $repeatPassword: String!) {\n    changePassword(currentPassword: $currentPassword, password: $password, repeatPassword: $repeatPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation StartTotpEnrollment {\n    startTotpEnrollment {\n      secret\n      otpauthUrl\n    }\n  }\n": types.StartTotpEnrollmentDocument,
    "\n  mutation ConfirmTotpEnrollment($code: String!) {\n    confirmTotpEnrollment(code: $code)\n  }\n": types.ConfirmTotpEnrollmentDocument,
    "\n  mutation RemoveSecondFactor($code: String!) {\n    removeSecondFactor(code: $code)\n  }\n": types.RemoveSecondFactorDocument,
    "\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions\n  }\n": types.PasskeyRegistrationOptionsDocument,
    "\n  mutation RegisterPasskey($name: String!, $response: String!) {\n    registerPasskey(name: $name, response: $response) {\n      id\n      name\n    }\n  }\n": types.RegisterPasskeyDocument,
    "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n": types.RemovePasskeyDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": types.EndOtherSessionsDocument,
    "\n  fragment SignedInUser on User {\n    uid\n    email\n    role\n    mustEnrolSecondFactor\n  }\n": types.SignedInUserFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...SignedInUser\n    }\n  }\n": types.CurrentUserDocument,
    "\n  query InvitationPreview($token: String!) {\n    invitationByToken(token: $token) {\n      email\n      role\n    }\n  }\n": types.InvitationPreviewDocument,
    "\n  mutation PasskeySignInOptions {\n    passkeySignInOptions\n  }\n": types.PasskeySignInOptionsDocument,
    "\n  mutation SignInWithPasskey($response: String!) {\n    signInWithPasskey(response: $response) {\n      user {\n        ...SignedInUser\n      }\n    }\n  }\n": types.SignInWithPasskeyDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!, $repeatPassword: String!) {\n    resetPassword(token: $token, password: $password, repeatPassword: $repeatPassword) {\n      user {\n        ...SignedInUser\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      user {\n        ...SignedInUser\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  mutation SignUp($email: String!, $password: String!, $repeatPassword: String!, $invitation: String) {\n    signUp(email: $email, password: $password, repeatPassword: $repeatPassword, invitation: $invitation) {\n      user {\n        ...SignedInUser\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation VerifySecondFactor($challenge: String!, $code: String!) {\n    verifySecondFactor(challenge: $challenge, code: $code) {\n      user {\n        ...SignedInUser\n      }\n    }\n  }\n": types.VerifySecondFactorDocument,
    "\n  query CompanyPeople($id: ID!) {\n    company(id: $id) {\n      ...CompanyFields\n    }\n    customers(companyId: $id) {\n      id\n      fname\n      lname\n      email\n      phone\n    }\n  }\n": types.CompanyPeopleDocument,
    "\n  subscription CompanyPeopleChanges($id: ID!) {\n    customerChanges(companyId: $id) {\n      initial\n    }\n  }\n": types.CompanyPeopleChangesDocument,
    "\n  query Workers {\n    workers {\n      id\n      name\n      phones\n      email\n      birthday\n      photoUrl\n    }\n  }\n": types.WorkersDocument,
    "\n  query CompanyName($id: ID!) {\n    company(id: $id) {\n      id\n      name\n    }\n  }\n": types.CompanyNameDocument,
    "\n  fragment CustomerFields on Customer {\n    id\n    fname\n    lname\n    email\n    phone\n    phoneNormalized\n    address\n    notes\n    status\n    version\n    tags {\n      id\n    }\n    fields {\n      key\n      value\n    }\n    company {\n      id\n      name\n    }\n  }\n": types.CustomerFieldsFragmentDoc,
    "\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      ...CustomerFields\n      owner {\n        uid\n        email\n      }\n      phones {\n        label\n        value\n      }\n      emails {\n        label\n        value\n      }\n    }\n  }\n": types.CustomerDocument,
    "\n  query CustomerDuplicates($contacts: [CustomerContactInput!]!) {\n    customerDuplicates(contacts: $contacts) {\n      match\n      customer {\n        id\n        fname\n        lname\n        status\n      }\n    }\n  }\n": types.CustomerDuplicatesDocument,
    "\n  fragment HistoryEntryFields on CustomerHistoryEntry {\n    at\n    by {\n      uid\n      email\n    }\n    type\n    changes {\n      field\n      from\n      to\n    }\n  }\n": types.HistoryEntryFieldsFragmentDoc,
    "\n  query CustomerHistory($id: ID!, $first: Int, $after: String) {\n    customer(id: $id) {\n      id\n      history(first: $first, after: $after) {\n        nodes {\n          ...HistoryEntryFields\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": types.CustomerHistoryDocument,
    "\n  subscription CustomerActivity($id: ID!, $editing: Boolean!) {\n    customerActivity(id: $id, editing: $editing) {\n      customer {\n        ...CustomerFields\n        history(first: 1) {\n          nodes {\n            by {\n              uid\n              email\n            }\n          }\n        }\n      }\n      viewers {\n        user {\n          uid\n          email\n        }\n        editing\n      }\n    }\n  }\n": types.CustomerActivityDocument,
    "\n  subscription CustomerEditors {\n    customerEditors {\n      customerId\n      user {\n        uid\n        email\n      }\n    }\n  }\n": types.CustomerEditorsDocument,
    "\n  query CustomerMergedInto($id: ID!) {\n    customer(id: $id) {\n      id\n      mergedInto\n    }\n  }\n": types.CustomerMergedIntoDocument,
    "\n  query CustomerName($id: ID!) {\n    customer(id: $id) {\n      id\n      fname\n      lname\n    }\n  }\n": types.CustomerNameDocument,
    "\n  subscription LiveCustomerChanges($filter: CustomerFilter!, $owner: ID, $companyId: ID, $after: String) {\n    customerChanges(filter: $filter, owner: $owner, companyId: $companyId, after: $after) {\n      initial\n      complete\n      cursor\n      changes {\n        type\n        customer {\n          ...CustomerFields\n          owner {\n            uid\n            email\n          }\n          # Only the values, for search (the first of each again: the contract has no list of the further ones).\n          phones {\n            value\n          }\n          emails {\n            value\n          }\n        }\n      }\n    }\n  }\n": types.LiveCustomerChangesDocument,
    "\n  mutation TagCustomers($selection: CustomerSelection!, $add: [ID!], $remove: [ID!]) {\n    tagCustomers(selection: $selection, add: $add, remove: $remove) {\n      id\n      count\n    }\n  }\n": types.TagCustomersDocument,
    "\n  fragment TimelineEntryFields on TimelineEntry {\n    id\n    at\n    deleted\n    activity {\n      id\n      kind\n      body\n      at\n      editedAt\n      author {\n        uid\n        email\n      }\n    }\n    task {\n      id\n      title\n      done\n    }\n    change {\n      ...HistoryEntryFields\n    }\n  }\n": types.TimelineEntryFieldsFragmentDoc,
    "\n  query CustomerTimeline($customerId: ID!, $first: Int, $after: String) {\n    me {\n      uid\n      email\n    }\n    customerTimeline(customerId: $customerId, first: $first, after: $after) {\n      nodes {\n        ...TimelineEntryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.CustomerTimelineDocument,
    "\n  subscription CustomerTimelineChanged($customerId: ID!) {\n    customerTimelineChanged(customerId: $customerId) {\n      ...TimelineEntryFields\n    }\n  }\n": types.CustomerTimelineChangedDocument,
    "\n  query CompanyTimeline($companyId: ID!, $first: Int, $after: String) {\n    companyTimeline(companyId: $companyId, first: $first, after: $after) {\n      nodes {\n        ...TimelineEntryFields\n        customer {\n          id\n          fname\n          lname\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.CompanyTimelineDocument,
    "\n  subscription CompanyTimelineChanged($companyId: ID!) {\n    companyTimelineChanged(companyId: $companyId) {\n      ...TimelineEntryFields\n      customer {\n        id\n        fname\n        lname\n      }\n    }\n  }\n": types.CompanyTimelineChangedDocument,
    "\n  mutation AddActivity($input: ActivityInput!) {\n    addActivity(input: $input) {\n      id\n    }\n  }\n": types.AddActivityDocument,
    "\n  mutation UpdateActivity($id: ID!, $body: String!) {\n    updateActivity(id: $id, body: $body) {\n      id\n    }\n  }\n": types.UpdateActivityDocument,
    "\n  mutation DeleteActivity($id: ID!) {\n    deleteActivity(id: $id)\n  }\n": types.DeleteActivityDocument,
    "\n  mutation RemoveCustomers($selection: CustomerSelection!) {\n    removeCustomers(selection: $selection) {\n      id\n      count\n    }\n  }\n": types.RemoveCustomersDocument,
    "\n  mutation RestoreCustomers($selection: CustomerSelection!) {\n    restoreCustomers(selection: $selection) {\n      id\n      count\n    }\n  }\n": types.RestoreCustomersDocument,
    "\n  mutation AssignCustomers($selection: CustomerSelection!, $ownerUid: ID!) {\n    assignCustomers(selection: $selection, ownerUid: $ownerUid) {\n      id\n      count\n    }\n  }\n": types.AssignCustomersDocument,
    "\n  mutation UndoBulkChange($id: ID!) {\n    undoBulkChange(id: $id) {\n      reverted\n      keptChangedSince {\n        id\n        fname\n        lname\n      }\n    }\n  }\n": types.UndoBulkChangeDocument,
    "\n  mutation EraseCustomer($id: ID!) {\n    eraseCustomer(id: $id)\n  }\n": types.EraseCustomerDocument,
    "\n  mutation RemoveCustomer($id: ID!) {\n    removeCustomer(id: $id) {\n      ...CustomerFields\n    }\n  }\n": types.RemoveCustomerDocument,
    "\n  mutation RestoreCustomer($id: ID!) {\n    restoreCustomer(id: $id) {\n      ...CustomerFields\n    }\n  }\n": types.RestoreCustomerDocument,
    "\n  mutation SaveCustomer($input: CustomerInput!) {\n    saveCustomer(input: $input) {\n      ...CustomerFields\n    }\n  }\n": types.SaveCustomerDocument,
    "\n  fragment SavedViewFields on SavedView {\n    id\n    name\n    shared\n    owner {\n      uid\n      email\n    }\n    filter\n    search\n    customerOwner\n    tagIds\n    companyId\n    fieldFilters {\n      key\n      value\n      min\n      max\n    }\n    orderBy {\n      field\n      direction\n      fieldKey\n    }\n    columns\n  }\n": types.SavedViewFieldsFragmentDoc,
    "\n  query SavedViews {\n    me {\n      uid\n    }\n    savedViews {\n      ...SavedViewFields\n    }\n  }\n": types.SavedViewsDocument,
    "\n  mutation SaveView($input: SavedViewInput!) {\n    saveView(input: $input) {\n      ...SavedViewFields\n    }\n  }\n": types.SaveViewDocument,
    "\n  mutation DeleteView($id: ID!) {\n    deleteView(id: $id)\n  }\n": types.DeleteViewDocument,
    "\n  query TeamDay($first: Int) {\n    customerStats {\n      active\n      removed\n      addedThisWeek\n      weeks {\n        weekStart\n        added\n        removed\n      }\n    }\n    recentChanges(first: $first) {\n      customer {\n        id\n        fname\n        lname\n      }\n      entry {\n        ...HistoryEntryFields\n      }\n    }\n  }\n": types.TeamDayDocument,
    "\n  subscription CustomerStatsChanged {\n    customerStatsChanged\n  }\n": types.CustomerStatsChangedDocument,
    "\n  mutation ImportCustomers($rows: [CustomerInput!]!, $onDuplicate: DuplicateAction, $importId: ID) {\n    importCustomers(rows: $rows, onDuplicate: $onDuplicate, importId: $importId) {\n      importId\n      created\n      updated\n      skipped\n      duplicatesInFile\n      restored\n      stillRemoved\n      failed {\n        row\n        fields {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.ImportCustomersDocument,
    "\n  mutation UndoCustomerImport($importId: ID!) {\n    undoCustomerImport(importId: $importId) {\n      removed\n      reverted\n      keptChangedSince {\n        id\n        fname\n        lname\n      }\n    }\n  }\n": types.UndoCustomerImportDocument,
    "\n  query CustomerImports {\n    customerImports {\n      id\n      at\n      created\n      updated\n      skipped\n      failed\n      undone\n    }\n  }\n": types.CustomerImportsDocument,
    "\n  query ImportDuplicates($contacts: [CustomerContactInput!]!) {\n    customerDuplicates(contacts: $contacts) {\n      index\n      match\n      customer {\n        id\n        fname\n        lname\n        status\n      }\n    }\n  }\n": types.ImportDuplicatesDocument,
    "\n  query DuplicateGroups {\n    customerDuplicateGroups(first: 200) {\n      emails\n      phones\n      customers {\n        id\n        fname\n        lname\n        email\n        phone\n        phoneNormalized\n      }\n    }\n  }\n": types.DuplicateGroupsDocument,
    "\n  query MergeCandidate($id: ID!) {\n    customer(id: $id) {\n      id\n      fname\n      lname\n      email\n      phone\n      address\n      notes\n      phoneNormalized\n      status\n      version\n      mergedInto\n      historySummary {\n        entries\n        created {\n          at\n          by {\n            uid\n            email\n          }\n        }\n        lastChange {\n          at\n          by {\n            uid\n            email\n          }\n        }\n      }\n    }\n  }\n": types.MergeCandidateDocument,
    "\n  mutation MarkNotDuplicates($customerIds: [ID!]!) {\n    markNotDuplicates(customerIds: $customerIds)\n  }\n": types.MarkNotDuplicatesDocument,
    "\n  mutation MergeCustomers($keepId: ID!, $mergeIds: [ID!]!, $fields: CustomerInput) {\n    mergeCustomers(keepId: $keepId, mergeIds: $mergeIds, fields: $fields) {\n      id\n      fname\n      lname\n      email\n      phone\n      phoneNormalized\n      address\n      notes\n      status\n      version\n    }\n  }\n": types.MergeCustomersDocument,
    "\n  query TopBarNotifications($first: Int) {\n    notifications(first: $first) {\n      unread\n      nodes {\n        id\n        kind\n        at\n        read\n        customer {\n          id\n          fname\n          lname\n        }\n        by {\n          uid\n          email\n        }\n      }\n    }\n  }\n": types.TopBarNotificationsDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all)\n  }\n": types.MarkNotificationsReadDocument,
    "\n  query TopBarSearch($text: String!, $first: Int) {\n    search(text: $text, first: $first) {\n      kind\n      id\n      title\n      detail\n    }\n  }\n": types.TopBarSearchDocument,
    "\n  fragment TaskFields on Task {\n    id\n    title\n    notes\n    dueAt\n    done\n    assignee {\n      uid\n      email\n    }\n    customer {\n      id\n      fname\n      lname\n    }\n  }\n": types.TaskFieldsFragmentDoc,
    "\n  query TaskGroups($assigneeUid: ID) {\n    overdue: tasks(filter: { assigneeUid: $assigneeUid, due: OVERDUE }) {\n      nodes {\n        ...TaskFields\n      }\n      totalCount\n    }\n    today: tasks(filter: { assigneeUid: $assigneeUid, due: TODAY }) {\n      nodes {\n        ...TaskFields\n      }\n      totalCount\n    }\n    upcoming: tasks(filter: { assigneeUid: $assigneeUid, due: UPCOMING }) {\n      nodes {\n        ...TaskFields\n      }\n      totalCount\n    }\n    noDate: tasks(filter: { assigneeUid: $assigneeUid, due: NO_DATE }) {\n      nodes {\n        ...TaskFields\n      }\n      totalCount\n    }\n  }\n": types.TaskGroupsDocument,
    "\n  query CustomerTasks($customerId: ID!) {\n    tasks(filter: { customerId: $customerId }) {\n      nodes {\n        ...TaskFields\n      }\n      totalCount\n    }\n  }\n": types.CustomerTasksDocument,
    "\n  mutation CreateTask($input: TaskInput!) {\n    createTask(input: $input) {\n      ...TaskFields\n    }\n  }\n": types.CreateTaskDocument,
    "\n  mutation UpdateTask($id: ID!, $input: TaskInput!) {\n    updateTask(id: $id, input: $input) {\n      ...TaskFields\n    }\n  }\n": types.UpdateTaskDocument,
    "\n  mutation CompleteTask($id: ID!, $done: Boolean) {\n    completeTask(id: $id, done: $done) {\n      ...TaskFields\n    }\n  }\n": types.CompleteTaskDocument,
    "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id)\n  }\n": types.DeleteTaskDocument,
    "\n  query DoneTasks($assigneeUid: ID) {\n    tasks(filter: { assigneeUid: $assigneeUid, done: true }, first: 50) {\n      nodes {\n        ...TaskFields\n        doneAt\n      }\n      totalCount\n    }\n  }\n": types.DoneTasksDocument,
    "\n  query TaskCustomerChoices($search: String) {\n    customerPage(search: $search, first: 10) {\n      nodes {\n        id\n        fname\n        lname\n        email\n      }\n    }\n  }\n": types.TaskCustomerChoicesDocument,
    "\n  mutation TeamLanguage($defaultLocale: String, $defaultRegion: String, $timeZone: String) {\n    updateTeamSettings(defaultLocale: $defaultLocale, defaultRegion: $defaultRegion, timeZone: $timeZone) {\n      defaultLocale\n      defaultRegion\n      timeZone\n    }\n  }\n": types.TeamLanguageDocument,
    "\n  fragment MemberFields on Member {\n    uid\n    email\n    role\n    active\n    pending\n    joinedAt\n    lastActiveAt\n  }\n": types.MemberFieldsFragmentDoc,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    role\n    createdBy {\n      uid\n      email\n    }\n    createdAt\n    expiresAt\n    lastUsedAt\n    revoked\n  }\n": types.ApiKeyFieldsFragmentDoc,
    "\n  query Team {\n    members {\n      ...MemberFields\n    }\n    invitations {\n      id\n      email\n      role\n      expiresAt\n      invitedBy {\n        uid\n        email\n      }\n    }\n    teamSettings {\n      signUpPolicy\n      signUpDomains\n      requireSecondFactor\n      removedRetentionDays\n      defaultLocale\n      defaultRegion\n      timeZone\n    }\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n": types.TeamDocument,
    "\n  query AuditLog($first: Int, $after: String) {\n    auditLog(first: $first, after: $after) {\n      nodes {\n        id\n        at\n        actor {\n          uid\n          email\n        }\n        action\n        target\n        address\n        details\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  mutation CreateCustomField($input: CustomFieldInput!) {\n    createCustomField(input: $input) {\n      id\n      key\n      label\n    }\n  }\n": types.CreateCustomFieldDocument,
    "\n  mutation UpdateCustomField($id: ID!, $input: CustomFieldInput!) {\n    updateCustomField(id: $id, input: $input) {\n      id\n      key\n      label\n    }\n  }\n": types.UpdateCustomFieldDocument,
    "\n  mutation ArchiveCustomField($id: ID!) {\n    archiveCustomField(id: $id) {\n      id\n      archived\n    }\n  }\n": types.ArchiveCustomFieldDocument,
    "\n  query LeftWork($uid: ID!) {\n    customerPage(owner: $uid, first: 0) {\n      totalCount\n    }\n    tasks(filter: { assigneeUid: $uid, done: false }, first: 0) {\n      totalCount\n    }\n  }\n": types.LeftWorkDocument,
    "\n  query HandOffOpenTasks($uid: ID!, $after: String) {\n    tasks(filter: { assigneeUid: $uid, done: false }, first: 500, after: $after) {\n      nodes {\n        id\n        title\n        notes\n        dueAt\n        customer {\n          id\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.HandOffOpenTasksDocument,
    "\n  mutation HandOverCustomers($from: ID!, $to: ID!) {\n    assignCustomers(selection: { filter: ACTIVE, owner: $from }, ownerUid: $to) {\n      id\n      count\n    }\n  }\n": types.HandOverCustomersDocument,
    "\n  mutation HandOverTask($id: ID!, $input: TaskInput!) {\n    updateTask(id: $id, input: $input) {\n      id\n    }\n  }\n": types.HandOverTaskDocument,
    "\n  mutation CreateTag($name: String!, $color: String) {\n    createTag(name: $name, color: $color) {\n      id\n      name\n      color\n      count\n    }\n  }\n": types.CreateTagDocument,
    "\n  mutation UpdateTag($id: ID!, $name: String, $color: String) {\n    updateTag(id: $id, name: $name, color: $color) {\n      id\n      name\n      color\n      count\n    }\n  }\n": types.UpdateTagDocument,
    "\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n": types.DeleteTagDocument,
    "\n  mutation UpdateTeamSettings($signUpPolicy: SignUpPolicy, $signUpDomains: [String!]) {\n    updateTeamSettings(signUpPolicy: $signUpPolicy, signUpDomains: $signUpDomains) {\n      signUpPolicy\n      signUpDomains\n    }\n  }\n": types.UpdateTeamSettingsDocument,
    "\n  mutation InviteMember($email: String!, $role: Role!) {\n    inviteMember(email: $email, role: $role) {\n      id\n      email\n      role\n      url\n    }\n  }\n": types.InviteMemberDocument,
    "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      id\n    }\n  }\n": types.RevokeInvitationDocument,
    "\n  mutation SetMemberRole($uid: ID!, $role: Role!) {\n    setMemberRole(uid: $uid, role: $role) {\n      ...MemberFields\n    }\n  }\n": types.SetMemberRoleDocument,
    "\n  mutation DeactivateMember($uid: ID!) {\n    deactivateMember(uid: $uid) {\n      ...MemberFields\n    }\n  }\n": types.DeactivateMemberDocument,
    "\n  mutation ReactivateMember($uid: ID!) {\n    reactivateMember(uid: $uid) {\n      ...MemberFields\n    }\n  }\n": types.ReactivateMemberDocument,
    "\n  mutation ApproveMember($uid: ID!) {\n    approveMember(uid: $uid) {\n      ...MemberFields\n    }\n  }\n": types.ApproveMemberDocument,
    "\n  mutation TransferOwnership($uid: ID!) {\n    transferOwnership(uid: $uid) {\n      ...MemberFields\n    }\n  }\n": types.TransferOwnershipDocument,
    "\n  mutation CreatePasswordResetLink($uid: ID!) {\n    createPasswordResetLink(uid: $uid)\n  }\n": types.CreatePasswordResetLinkDocument,
    "\n  mutation RequireSecondFactor($requireSecondFactor: Boolean!) {\n    updateTeamSettings(requireSecondFactor: $requireSecondFactor) {\n      requireSecondFactor\n    }\n  }\n": types.RequireSecondFactorDocument,
    "\n  mutation RemovedRetention($days: Int) {\n    updateTeamSettings(removedRetentionDays: $days) {\n      removedRetentionDays\n    }\n  }\n": types.RemovedRetentionDocument,
    "\n  mutation CreateApiKey($name: String!, $role: Role!, $expiresAt: String) {\n    createApiKey(name: $name, role: $role, expiresAt: $expiresAt) {\n      apiKey {\n        ...ApiKeyFields\n      }\n      secret\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  mutation CreateWebhook($url: String!, $events: [String!]!, $description: String) {\n    createWebhook(url: $url, events: $events, description: $description) {\n      webhook {\n        ...WebhookFields\n      }\n      secret\n    }\n  }\n": types.CreateWebhookDocument,
    "\n  mutation UpdateWebhook($id: ID!, $enabled: Boolean) {\n    updateWebhook(id: $id, enabled: $enabled) {\n      ...WebhookFields\n    }\n  }\n": types.UpdateWebhookDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": types.DeleteWebhookDocument,
    "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      pending\n    }\n  }\n": types.RedeliverWebhookDocument,
    "\n  fragment WebhookFields on Webhook {\n    id\n    url\n    events\n    description\n    enabled\n    createdAt\n    disabledReason\n    lastDeliveryAt\n    lastDeliveryOk\n    consecutiveFailures\n  }\n": types.WebhookFieldsFragmentDoc,
    "\n  query Webhooks {\n    webhooks {\n      ...WebhookFields\n    }\n  }\n": types.WebhooksDocument,
    "\n  query WebhookDeliveries($webhookId: ID!, $first: Int) {\n    webhookDeliveries(webhookId: $webhookId, first: $first) {\n      nodes {\n        id\n        eventId\n        type\n        attempt\n        status\n        durationMs\n        at\n        ok\n        pending\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  fragment CompanyFields on Company {\n    id\n    name\n    domain\n    address\n    phone\n    notes\n    peopleCount\n  }\n": types.CompanyFieldsFragmentDoc,
    "\n  query Companies($search: String, $first: Int, $after: String) {\n    companies(search: $search, first: $first, after: $after) {\n      nodes {\n        ...CompanyFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": types.CompaniesDocument,
    "\n  mutation SaveCompany($input: CompanyInput!) {\n    saveCompany(input: $input) {\n      ...CompanyFields\n    }\n  }\n": types.SaveCompanyDocument,
    "\n  query CustomFields($includeArchived: Boolean) {\n    customFields(includeArchived: $includeArchived) {\n      id\n      key\n      label\n      type\n      options\n      required\n      archived\n    }\n  }\n": types.CustomFieldsDocument,
    "\n  query Tags {\n    tags {\n      id\n      name\n      color\n      count\n    }\n  }\n": types.TagsDocument,
    "\n  query Teammates {\n    me {\n      uid\n    }\n    teammates {\n      uid\n      email\n      active\n    }\n  }\n": types.TeammatesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Account {\n    me {\n      uid\n      email\n    }\n    mySessions {\n      id\n      current\n      userAgent\n      address\n      createdAt\n      lastActiveAt\n    }\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n    secondFactor {\n      enrolled\n      recoveryCodesLeft\n      required\n    }\n  }\n"): (typeof documents)["\n  query Account {\n    me {\n      uid\n      email\n    }\n    mySessions {\n      id\n      current\n      userAgent\n      address\n      createdAt\n      lastActiveAt\n    }\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n    secondFactor {\n      enrolled\n      recoveryCodesLeft\n      required\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPreferences {\n    me {\n      uid\n      locale\n      region\n    }\n  }\n"): (typeof documents)["\n  query MyPreferences {\n    me {\n      uid\n      locale\n      region\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnLanguage {\n    me {\n      uid\n      locale\n    }\n    teamDefaults {\n      defaultLocale\n    }\n  }\n"): (typeof documents)["\n  query OwnLanguage {\n    me {\n      uid\n      locale\n    }\n    teamDefaults {\n      defaultLocale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyPreferences($locale: String, $region: String) {\n    updateMyPreferences(locale: $locale, region: $region) {\n      uid\n      locale\n      region\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyPreferences($locale: String, $region: String) {\n    updateMyPreferences(locale: $locale, region: $region) {\n      uid\n      locale\n      region\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $password: String!, $repeatPassword: String!) {\n    changePassword(currentPassword: $currentPassword, password: $password, repeatPassword: $repeatPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $password: String!, $repeatPassword: String!) {\n    changePassword(currentPassword: $currentPassword, password: $password, repeatPassword: $repeatPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTotpEnrollment {\n    startTotpEnrollment {\n      secret\n      otpauthUrl\n    }\n  }\n"): (typeof documents)["\n  mutation StartTotpEnrollment {\n    startTotpEnrollment {\n      secret\n      otpauthUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTotpEnrollment($code: String!) {\n    confirmTotpEnrollment(code: $code)\n  }\n"): (typeof documents)["\n  mutation ConfirmTotpEnrollment($code: String!) {\n    confirmTotpEnrollment(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSecondFactor($code: String!) {\n    removeSecondFactor(code: $code)\n  }\n"): (typeof documents)["\n  mutation RemoveSecondFactor($code: String!) {\n    removeSecondFactor(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions\n  }\n"): (typeof documents)["\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPasskey($name: String!, $response: String!) {\n    registerPasskey(name: $name, response: $response) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterPasskey($name: String!, $response: String!) {\n    registerPasskey(name: $name, response: $response) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"): (typeof documents)["\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n"): (typeof documents)["\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignedInUser on User {\n    uid\n    email\n    role\n    mustEnrolSecondFactor\n  }\n"): (typeof documents)["\n  fragment SignedInUser on User {\n    uid\n    email\n    role\n    mustEnrolSecondFactor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      ...SignedInUser\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      ...SignedInUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitationPreview($token: String!) {\n    invitationByToken(token: $token) {\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  query InvitationPreview($token: String!) {\n    invitationByToken(token: $token) {\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasskeySignInOptions {\n    passkeySignInOptions\n  }\n"): (typeof documents)["\n  mutation PasskeySignInOptions {\n    passkeySignInOptions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInWithPasskey($response: String!) {\n    signInWithPasskey(response: $response) {\n      user {\n        ...SignedInUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignInWithPasskey($response: String!) {\n    signInWithPasskey(response: $response) {\n      user {\n        ...SignedInUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!, $repeatPassword: String!) {\n    resetPassword(token: $token, password: $password, repeatPassword: $repeatPassword) {\n      user {\n        ...SignedInUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!, $repeatPassword: String!) {\n    resetPassword(token: $token, password: $password, repeatPassword: $repeatPassword) {\n      user {\n        ...SignedInUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      user {\n        ...SignedInUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      user {\n        ...SignedInUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($email: String!, $password: String!, $repeatPassword: String!, $invitation: String) {\n    signUp(email: $email, password: $password, repeatPassword: $repeatPassword, invitation: $invitation) {\n      user {\n        ...SignedInUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($email: String!, $password: String!, $repeatPassword: String!, $invitation: String) {\n    signUp(email: $email, password: $password, repeatPassword: $repeatPassword, invitation: $invitation) {\n      user {\n        ...SignedInUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifySecondFactor($challenge: String!, $code: String!) {\n    verifySecondFactor(challenge: $challenge, code: $code) {\n      user {\n        ...SignedInUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifySecondFactor($challenge: String!, $code: String!) {\n    verifySecondFactor(challenge: $challenge, code: $code) {\n      user {\n        ...SignedInUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyPeople($id: ID!) {\n    company(id: $id) {\n      ...CompanyFields\n    }\n    customers(companyId: $id) {\n      id\n      fname\n      lname\n      email\n      phone\n    }\n  }\n"): (typeof documents)["\n  query CompanyPeople($id: ID!) {\n    company(id: $id) {\n      ...CompanyFields\n    }\n    customers(companyId: $id) {\n      id\n      fname\n      lname\n      email\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CompanyPeopleChanges($id: ID!) {\n    customerChanges(companyId: $id) {\n      initial\n    }\n  }\n"): (typeof documents)["\n  subscription CompanyPeopleChanges($id: ID!) {\n    customerChanges(companyId: $id) {\n      initial\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Workers {\n    workers {\n      id\n      name\n      phones\n      email\n      birthday\n      photoUrl\n    }\n  }\n"): (typeof documents)["\n  query Workers {\n    workers {\n      id\n      name\n      phones\n      email\n      birthday\n      photoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyName($id: ID!) {\n    company(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CompanyName($id: ID!) {\n    company(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerFields on Customer {\n    id\n    fname\n    lname\n    email\n    phone\n    phoneNormalized\n    address\n    notes\n    status\n    version\n    tags {\n      id\n    }\n    fields {\n      key\n      value\n    }\n    company {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CustomerFields on Customer {\n    id\n    fname\n    lname\n    email\n    phone\n    phoneNormalized\n    address\n    notes\n    status\n    version\n    tags {\n      id\n    }\n    fields {\n      key\n      value\n    }\n    company {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      ...CustomerFields\n      owner {\n        uid\n        email\n      }\n      phones {\n        label\n        value\n      }\n      emails {\n        label\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      ...CustomerFields\n      owner {\n        uid\n        email\n      }\n      phones {\n        label\n        value\n      }\n      emails {\n        label\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerDuplicates($contacts: [CustomerContactInput!]!) {\n    customerDuplicates(contacts: $contacts) {\n      match\n      customer {\n        id\n        fname\n        lname\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerDuplicates($contacts: [CustomerContactInput!]!) {\n    customerDuplicates(contacts: $contacts) {\n      match\n      customer {\n        id\n        fname\n        lname\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HistoryEntryFields on CustomerHistoryEntry {\n    at\n    by {\n      uid\n      email\n    }\n    type\n    changes {\n      field\n      from\n      to\n    }\n  }\n"): (typeof documents)["\n  fragment HistoryEntryFields on CustomerHistoryEntry {\n    at\n    by {\n      uid\n      email\n    }\n    type\n    changes {\n      field\n      from\n      to\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerHistory($id: ID!, $first: Int, $after: String) {\n    customer(id: $id) {\n      id\n      history(first: $first, after: $after) {\n        nodes {\n          ...HistoryEntryFields\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerHistory($id: ID!, $first: Int, $after: String) {\n    customer(id: $id) {\n      id\n      history(first: $first, after: $after) {\n        nodes {\n          ...HistoryEntryFields\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CustomerActivity($id: ID!, $editing: Boolean!) {\n    customerActivity(id: $id, editing: $editing) {\n      customer {\n        ...CustomerFields\n        history(first: 1) {\n          nodes {\n            by {\n              uid\n              email\n            }\n          }\n        }\n      }\n      viewers {\n        user {\n          uid\n          email\n        }\n        editing\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CustomerActivity($id: ID!, $editing: Boolean!) {\n    customerActivity(id: $id, editing: $editing) {\n      customer {\n        ...CustomerFields\n        history(first: 1) {\n          nodes {\n            by {\n              uid\n              email\n            }\n          }\n        }\n      }\n      viewers {\n        user {\n          uid\n          email\n        }\n        editing\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CustomerEditors {\n    customerEditors {\n      customerId\n      user {\n        uid\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CustomerEditors {\n    customerEditors {\n      customerId\n      user {\n        uid\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerMergedInto($id: ID!) {\n    customer(id: $id) {\n      id\n      mergedInto\n    }\n  }\n"): (typeof documents)["\n  query CustomerMergedInto($id: ID!) {\n    customer(id: $id) {\n      id\n      mergedInto\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerName($id: ID!) {\n    customer(id: $id) {\n      id\n      fname\n      lname\n    }\n  }\n"): (typeof documents)["\n  query CustomerName($id: ID!) {\n    customer(id: $id) {\n      id\n      fname\n      lname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveCustomerChanges($filter: CustomerFilter!, $owner: ID, $companyId: ID, $after: String) {\n    customerChanges(filter: $filter, owner: $owner, companyId: $companyId, after: $after) {\n      initial\n      complete\n      cursor\n      changes {\n        type\n        customer {\n          ...CustomerFields\n          owner {\n            uid\n            email\n          }\n          # Only the values, for search (the first of each again: the contract has no list of the further ones).\n          phones {\n            value\n          }\n          emails {\n            value\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LiveCustomerChanges($filter: CustomerFilter!, $owner: ID, $companyId: ID, $after: String) {\n    customerChanges(filter: $filter, owner: $owner, companyId: $companyId, after: $after) {\n      initial\n      complete\n      cursor\n      changes {\n        type\n        customer {\n          ...CustomerFields\n          owner {\n            uid\n            email\n          }\n          # Only the values, for search (the first of each again: the contract has no list of the further ones).\n          phones {\n            value\n          }\n          emails {\n            value\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TagCustomers($selection: CustomerSelection!, $add: [ID!], $remove: [ID!]) {\n    tagCustomers(selection: $selection, add: $add, remove: $remove) {\n      id\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation TagCustomers($selection: CustomerSelection!, $add: [ID!], $remove: [ID!]) {\n    tagCustomers(selection: $selection, add: $add, remove: $remove) {\n      id\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TimelineEntryFields on TimelineEntry {\n    id\n    at\n    deleted\n    activity {\n      id\n      kind\n      body\n      at\n      editedAt\n      author {\n        uid\n        email\n      }\n    }\n    task {\n      id\n      title\n      done\n    }\n    change {\n      ...HistoryEntryFields\n    }\n  }\n"): (typeof documents)["\n  fragment TimelineEntryFields on TimelineEntry {\n    id\n    at\n    deleted\n    activity {\n      id\n      kind\n      body\n      at\n      editedAt\n      author {\n        uid\n        email\n      }\n    }\n    task {\n      id\n      title\n      done\n    }\n    change {\n      ...HistoryEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerTimeline($customerId: ID!, $first: Int, $after: String) {\n    me {\n      uid\n      email\n    }\n    customerTimeline(customerId: $customerId, first: $first, after: $after) {\n      nodes {\n        ...TimelineEntryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerTimeline($customerId: ID!, $first: Int, $after: String) {\n    me {\n      uid\n      email\n    }\n    customerTimeline(customerId: $customerId, first: $first, after: $after) {\n      nodes {\n        ...TimelineEntryFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CustomerTimelineChanged($customerId: ID!) {\n    customerTimelineChanged(customerId: $customerId) {\n      ...TimelineEntryFields\n    }\n  }\n"): (typeof documents)["\n  subscription CustomerTimelineChanged($customerId: ID!) {\n    customerTimelineChanged(customerId: $customerId) {\n      ...TimelineEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyTimeline($companyId: ID!, $first: Int, $after: String) {\n    companyTimeline(companyId: $companyId, first: $first, after: $after) {\n      nodes {\n        ...TimelineEntryFields\n        customer {\n          id\n          fname\n          lname\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyTimeline($companyId: ID!, $first: Int, $after: String) {\n    companyTimeline(companyId: $companyId, first: $first, after: $after) {\n      nodes {\n        ...TimelineEntryFields\n        customer {\n          id\n          fname\n          lname\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CompanyTimelineChanged($companyId: ID!) {\n    companyTimelineChanged(companyId: $companyId) {\n      ...TimelineEntryFields\n      customer {\n        id\n        fname\n        lname\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CompanyTimelineChanged($companyId: ID!) {\n    companyTimelineChanged(companyId: $companyId) {\n      ...TimelineEntryFields\n      customer {\n        id\n        fname\n        lname\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddActivity($input: ActivityInput!) {\n    addActivity(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddActivity($input: ActivityInput!) {\n    addActivity(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateActivity($id: ID!, $body: String!) {\n    updateActivity(id: $id, body: $body) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateActivity($id: ID!, $body: String!) {\n    updateActivity(id: $id, body: $body) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteActivity($id: ID!) {\n    deleteActivity(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteActivity($id: ID!) {\n    deleteActivity(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCustomers($selection: CustomerSelection!) {\n    removeCustomers(selection: $selection) {\n      id\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCustomers($selection: CustomerSelection!) {\n    removeCustomers(selection: $selection) {\n      id\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreCustomers($selection: CustomerSelection!) {\n    restoreCustomers(selection: $selection) {\n      id\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreCustomers($selection: CustomerSelection!) {\n    restoreCustomers(selection: $selection) {\n      id\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignCustomers($selection: CustomerSelection!, $ownerUid: ID!) {\n    assignCustomers(selection: $selection, ownerUid: $ownerUid) {\n      id\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation AssignCustomers($selection: CustomerSelection!, $ownerUid: ID!) {\n    assignCustomers(selection: $selection, ownerUid: $ownerUid) {\n      id\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoBulkChange($id: ID!) {\n    undoBulkChange(id: $id) {\n      reverted\n      keptChangedSince {\n        id\n        fname\n        lname\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UndoBulkChange($id: ID!) {\n    undoBulkChange(id: $id) {\n      reverted\n      keptChangedSince {\n        id\n        fname\n        lname\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EraseCustomer($id: ID!) {\n    eraseCustomer(id: $id)\n  }\n"): (typeof documents)["\n  mutation EraseCustomer($id: ID!) {\n    eraseCustomer(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCustomer($id: ID!) {\n    removeCustomer(id: $id) {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCustomer($id: ID!) {\n    removeCustomer(id: $id) {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreCustomer($id: ID!) {\n    restoreCustomer(id: $id) {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreCustomer($id: ID!) {\n    restoreCustomer(id: $id) {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCustomer($input: CustomerInput!) {\n    saveCustomer(input: $input) {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCustomer($input: CustomerInput!) {\n    saveCustomer(input: $input) {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedViewFields on SavedView {\n    id\n    name\n    shared\n    owner {\n      uid\n      email\n    }\n    filter\n    search\n    customerOwner\n    tagIds\n    companyId\n    fieldFilters {\n      key\n      value\n      min\n      max\n    }\n    orderBy {\n      field\n      direction\n      fieldKey\n    }\n    columns\n  }\n"): (typeof documents)["\n  fragment SavedViewFields on SavedView {\n    id\n    name\n    shared\n    owner {\n      uid\n      email\n    }\n    filter\n    search\n    customerOwner\n    tagIds\n    companyId\n    fieldFilters {\n      key\n      value\n      min\n      max\n    }\n    orderBy {\n      field\n      direction\n      fieldKey\n    }\n    columns\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedViews {\n    me {\n      uid\n    }\n    savedViews {\n      ...SavedViewFields\n    }\n  }\n"): (typeof documents)["\n  query SavedViews {\n    me {\n      uid\n    }\n    savedViews {\n      ...SavedViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveView($input: SavedViewInput!) {\n    saveView(input: $input) {\n      ...SavedViewFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveView($input: SavedViewInput!) {\n    saveView(input: $input) {\n      ...SavedViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteView($id: ID!) {\n    deleteView(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteView($id: ID!) {\n    deleteView(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamDay($first: Int) {\n    customerStats {\n      active\n      removed\n      addedThisWeek\n      weeks {\n        weekStart\n        added\n        removed\n      }\n    }\n    recentChanges(first: $first) {\n      customer {\n        id\n        fname\n        lname\n      }\n      entry {\n        ...HistoryEntryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamDay($first: Int) {\n    customerStats {\n      active\n      removed\n      addedThisWeek\n      weeks {\n        weekStart\n        added\n        removed\n      }\n    }\n    recentChanges(first: $first) {\n      customer {\n        id\n        fname\n        lname\n      }\n      entry {\n        ...HistoryEntryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CustomerStatsChanged {\n    customerStatsChanged\n  }\n"): (typeof documents)["\n  subscription CustomerStatsChanged {\n    customerStatsChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportCustomers($rows: [CustomerInput!]!, $onDuplicate: DuplicateAction, $importId: ID) {\n    importCustomers(rows: $rows, onDuplicate: $onDuplicate, importId: $importId) {\n      importId\n      created\n      updated\n      skipped\n      duplicatesInFile\n      restored\n      stillRemoved\n      failed {\n        row\n        fields {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportCustomers($rows: [CustomerInput!]!, $onDuplicate: DuplicateAction, $importId: ID) {\n    importCustomers(rows: $rows, onDuplicate: $onDuplicate, importId: $importId) {\n      importId\n      created\n      updated\n      skipped\n      duplicatesInFile\n      restored\n      stillRemoved\n      failed {\n        row\n        fields {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoCustomerImport($importId: ID!) {\n    undoCustomerImport(importId: $importId) {\n      removed\n      reverted\n      keptChangedSince {\n        id\n        fname\n        lname\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UndoCustomerImport($importId: ID!) {\n    undoCustomerImport(importId: $importId) {\n      removed\n      reverted\n      keptChangedSince {\n        id\n        fname\n        lname\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerImports {\n    customerImports {\n      id\n      at\n      created\n      updated\n      skipped\n      failed\n      undone\n    }\n  }\n"): (typeof documents)["\n  query CustomerImports {\n    customerImports {\n      id\n      at\n      created\n      updated\n      skipped\n      failed\n      undone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportDuplicates($contacts: [CustomerContactInput!]!) {\n    customerDuplicates(contacts: $contacts) {\n      index\n      match\n      customer {\n        id\n        fname\n        lname\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query ImportDuplicates($contacts: [CustomerContactInput!]!) {\n    customerDuplicates(contacts: $contacts) {\n      index\n      match\n      customer {\n        id\n        fname\n        lname\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DuplicateGroups {\n    customerDuplicateGroups(first: 200) {\n      emails\n      phones\n      customers {\n        id\n        fname\n        lname\n        email\n        phone\n        phoneNormalized\n      }\n    }\n  }\n"): (typeof documents)["\n  query DuplicateGroups {\n    customerDuplicateGroups(first: 200) {\n      emails\n      phones\n      customers {\n        id\n        fname\n        lname\n        email\n        phone\n        phoneNormalized\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MergeCandidate($id: ID!) {\n    customer(id: $id) {\n      id\n      fname\n      lname\n      email\n      phone\n      address\n      notes\n      phoneNormalized\n      status\n      version\n      mergedInto\n      historySummary {\n        entries\n        created {\n          at\n          by {\n            uid\n            email\n          }\n        }\n        lastChange {\n          at\n          by {\n            uid\n            email\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MergeCandidate($id: ID!) {\n    customer(id: $id) {\n      id\n      fname\n      lname\n      email\n      phone\n      address\n      notes\n      phoneNormalized\n      status\n      version\n      mergedInto\n      historySummary {\n        entries\n        created {\n          at\n          by {\n            uid\n            email\n          }\n        }\n        lastChange {\n          at\n          by {\n            uid\n            email\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotDuplicates($customerIds: [ID!]!) {\n    markNotDuplicates(customerIds: $customerIds)\n  }\n"): (typeof documents)["\n  mutation MarkNotDuplicates($customerIds: [ID!]!) {\n    markNotDuplicates(customerIds: $customerIds)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeCustomers($keepId: ID!, $mergeIds: [ID!]!, $fields: CustomerInput) {\n    mergeCustomers(keepId: $keepId, mergeIds: $mergeIds, fields: $fields) {\n      id\n      fname\n      lname\n      email\n      phone\n      phoneNormalized\n      address\n      notes\n      status\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation MergeCustomers($keepId: ID!, $mergeIds: [ID!]!, $fields: CustomerInput) {\n    mergeCustomers(keepId: $keepId, mergeIds: $mergeIds, fields: $fields) {\n      id\n      fname\n      lname\n      email\n      phone\n      phoneNormalized\n      address\n      notes\n      status\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopBarNotifications($first: Int) {\n    notifications(first: $first) {\n      unread\n      nodes {\n        id\n        kind\n        at\n        read\n        customer {\n          id\n          fname\n          lname\n        }\n        by {\n          uid\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TopBarNotifications($first: Int) {\n    notifications(first: $first) {\n      unread\n      nodes {\n        id\n        kind\n        at\n        read\n        customer {\n          id\n          fname\n          lname\n        }\n        by {\n          uid\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all)\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopBarSearch($text: String!, $first: Int) {\n    search(text: $text, first: $first) {\n      kind\n      id\n      title\n      detail\n    }\n  }\n"): (typeof documents)["\n  query TopBarSearch($text: String!, $first: Int) {\n    search(text: $text, first: $first) {\n      kind\n      id\n      title\n      detail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaskFields on Task {\n    id\n    title\n    notes\n    dueAt\n    done\n    assignee {\n      uid\n      email\n    }\n    customer {\n      id\n      fname\n      lname\n    }\n  }\n"): (typeof documents)["\n  fragment TaskFields on Task {\n    id\n    title\n    notes\n    dueAt\n    done\n    assignee {\n      uid\n      email\n    }\n    customer {\n      id\n      fname\n      lname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskGroups($assigneeUid: ID) {\n    overdue: tasks(filter: { assigneeUid: $assigneeUid, due: OVERDUE }) {\n      nodes {\n        ...TaskFields\n      }\n      totalCount\n    }\n    today: tasks(filter: { assigneeUid: $assigneeUid, due: TODAY }) {\n      nodes {\n        ...TaskFields\n      }\n      totalCount\n    }\n    upcoming: tasks(filter: { assigneeUid: $assigneeUid, due: UPCOMING }) {\n      nodes {\n        ...TaskFields\n      }\n      totalCount\n    }\n    noDate: tasks(filter: { assigneeUid: $assigneeUid, due: NO_DATE }) {\n      nodes {\n        ...TaskFields\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query TaskGroups($assigneeUid: ID) {\n    overdue: tasks(filter: { assigneeUid: $assigneeUid, due: OVERDUE }) {\n      nodes {\n        ...TaskFields\n      }\n      totalCount\n    }\n    today: tasks(filter: { assigneeUid: $assigneeUid, due: TODAY }) {\n      nodes {\n        ...TaskFields\n      }\n      totalCount\n    }\n    upcoming: tasks(filter: { assigneeUid: $assigneeUid, due: UPCOMING }) {\n      nodes {\n        ...TaskFields\n      }\n      totalCount\n    }\n    noDate: tasks(filter: { assigneeUid: $assigneeUid, due: NO_DATE }) {\n      nodes {\n        ...TaskFields\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerTasks($customerId: ID!) {\n    tasks(filter: { customerId: $customerId }) {\n      nodes {\n        ...TaskFields\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query CustomerTasks($customerId: ID!) {\n    tasks(filter: { customerId: $customerId }) {\n      nodes {\n        ...TaskFields\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTask($input: TaskInput!) {\n    createTask(input: $input) {\n      ...TaskFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTask($input: TaskInput!) {\n    createTask(input: $input) {\n      ...TaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTask($id: ID!, $input: TaskInput!) {\n    updateTask(id: $id, input: $input) {\n      ...TaskFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTask($id: ID!, $input: TaskInput!) {\n    updateTask(id: $id, input: $input) {\n      ...TaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteTask($id: ID!, $done: Boolean) {\n    completeTask(id: $id, done: $done) {\n      ...TaskFields\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteTask($id: ID!, $done: Boolean) {\n    completeTask(id: $id, done: $done) {\n      ...TaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoneTasks($assigneeUid: ID) {\n    tasks(filter: { assigneeUid: $assigneeUid, done: true }, first: 50) {\n      nodes {\n        ...TaskFields\n        doneAt\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query DoneTasks($assigneeUid: ID) {\n    tasks(filter: { assigneeUid: $assigneeUid, done: true }, first: 50) {\n      nodes {\n        ...TaskFields\n        doneAt\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskCustomerChoices($search: String) {\n    customerPage(search: $search, first: 10) {\n      nodes {\n        id\n        fname\n        lname\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query TaskCustomerChoices($search: String) {\n    customerPage(search: $search, first: 10) {\n      nodes {\n        id\n        fname\n        lname\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamLanguage($defaultLocale: String, $defaultRegion: String, $timeZone: String) {\n    updateTeamSettings(defaultLocale: $defaultLocale, defaultRegion: $defaultRegion, timeZone: $timeZone) {\n      defaultLocale\n      defaultRegion\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  mutation TeamLanguage($defaultLocale: String, $defaultRegion: String, $timeZone: String) {\n    updateTeamSettings(defaultLocale: $defaultLocale, defaultRegion: $defaultRegion, timeZone: $timeZone) {\n      defaultLocale\n      defaultRegion\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberFields on Member {\n    uid\n    email\n    role\n    active\n    pending\n    joinedAt\n    lastActiveAt\n  }\n"): (typeof documents)["\n  fragment MemberFields on Member {\n    uid\n    email\n    role\n    active\n    pending\n    joinedAt\n    lastActiveAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    role\n    createdBy {\n      uid\n      email\n    }\n    createdAt\n    expiresAt\n    lastUsedAt\n    revoked\n  }\n"): (typeof documents)["\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    role\n    createdBy {\n      uid\n      email\n    }\n    createdAt\n    expiresAt\n    lastUsedAt\n    revoked\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Team {\n    members {\n      ...MemberFields\n    }\n    invitations {\n      id\n      email\n      role\n      expiresAt\n      invitedBy {\n        uid\n        email\n      }\n    }\n    teamSettings {\n      signUpPolicy\n      signUpDomains\n      requireSecondFactor\n      removedRetentionDays\n      defaultLocale\n      defaultRegion\n      timeZone\n    }\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  query Team {\n    members {\n      ...MemberFields\n    }\n    invitations {\n      id\n      email\n      role\n      expiresAt\n      invitedBy {\n        uid\n        email\n      }\n    }\n    teamSettings {\n      signUpPolicy\n      signUpDomains\n      requireSecondFactor\n      removedRetentionDays\n      defaultLocale\n      defaultRegion\n      timeZone\n    }\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($first: Int, $after: String) {\n    auditLog(first: $first, after: $after) {\n      nodes {\n        id\n        at\n        actor {\n          uid\n          email\n        }\n        action\n        target\n        address\n        details\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($first: Int, $after: String) {\n    auditLog(first: $first, after: $after) {\n      nodes {\n        id\n        at\n        actor {\n          uid\n          email\n        }\n        action\n        target\n        address\n        details\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomField($input: CustomFieldInput!) {\n    createCustomField(input: $input) {\n      id\n      key\n      label\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCustomField($input: CustomFieldInput!) {\n    createCustomField(input: $input) {\n      id\n      key\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomField($id: ID!, $input: CustomFieldInput!) {\n    updateCustomField(id: $id, input: $input) {\n      id\n      key\n      label\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomField($id: ID!, $input: CustomFieldInput!) {\n    updateCustomField(id: $id, input: $input) {\n      id\n      key\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveCustomField($id: ID!) {\n    archiveCustomField(id: $id) {\n      id\n      archived\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveCustomField($id: ID!) {\n    archiveCustomField(id: $id) {\n      id\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeftWork($uid: ID!) {\n    customerPage(owner: $uid, first: 0) {\n      totalCount\n    }\n    tasks(filter: { assigneeUid: $uid, done: false }, first: 0) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query LeftWork($uid: ID!) {\n    customerPage(owner: $uid, first: 0) {\n      totalCount\n    }\n    tasks(filter: { assigneeUid: $uid, done: false }, first: 0) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HandOffOpenTasks($uid: ID!, $after: String) {\n    tasks(filter: { assigneeUid: $uid, done: false }, first: 500, after: $after) {\n      nodes {\n        id\n        title\n        notes\n        dueAt\n        customer {\n          id\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query HandOffOpenTasks($uid: ID!, $after: String) {\n    tasks(filter: { assigneeUid: $uid, done: false }, first: 500, after: $after) {\n      nodes {\n        id\n        title\n        notes\n        dueAt\n        customer {\n          id\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandOverCustomers($from: ID!, $to: ID!) {\n    assignCustomers(selection: { filter: ACTIVE, owner: $from }, ownerUid: $to) {\n      id\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation HandOverCustomers($from: ID!, $to: ID!) {\n    assignCustomers(selection: { filter: ACTIVE, owner: $from }, ownerUid: $to) {\n      id\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandOverTask($id: ID!, $input: TaskInput!) {\n    updateTask(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation HandOverTask($id: ID!, $input: TaskInput!) {\n    updateTask(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTag($name: String!, $color: String) {\n    createTag(name: $name, color: $color) {\n      id\n      name\n      color\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTag($name: String!, $color: String) {\n    createTag(name: $name, color: $color) {\n      id\n      name\n      color\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTag($id: ID!, $name: String, $color: String) {\n    updateTag(id: $id, name: $name, color: $color) {\n      id\n      name\n      color\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTag($id: ID!, $name: String, $color: String) {\n    updateTag(id: $id, name: $name, color: $color) {\n      id\n      name\n      color\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTeamSettings($signUpPolicy: SignUpPolicy, $signUpDomains: [String!]) {\n    updateTeamSettings(signUpPolicy: $signUpPolicy, signUpDomains: $signUpDomains) {\n      signUpPolicy\n      signUpDomains\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTeamSettings($signUpPolicy: SignUpPolicy, $signUpDomains: [String!]) {\n    updateTeamSettings(signUpPolicy: $signUpPolicy, signUpDomains: $signUpDomains) {\n      signUpPolicy\n      signUpDomains\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteMember($email: String!, $role: Role!) {\n    inviteMember(email: $email, role: $role) {\n      id\n      email\n      role\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation InviteMember($email: String!, $role: Role!) {\n    inviteMember(email: $email, role: $role) {\n      id\n      email\n      role\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMemberRole($uid: ID!, $role: Role!) {\n    setMemberRole(uid: $uid, role: $role) {\n      ...MemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetMemberRole($uid: ID!, $role: Role!) {\n    setMemberRole(uid: $uid, role: $role) {\n      ...MemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateMember($uid: ID!) {\n    deactivateMember(uid: $uid) {\n      ...MemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateMember($uid: ID!) {\n    deactivateMember(uid: $uid) {\n      ...MemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateMember($uid: ID!) {\n    reactivateMember(uid: $uid) {\n      ...MemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReactivateMember($uid: ID!) {\n    reactivateMember(uid: $uid) {\n      ...MemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveMember($uid: ID!) {\n    approveMember(uid: $uid) {\n      ...MemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveMember($uid: ID!) {\n    approveMember(uid: $uid) {\n      ...MemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferOwnership($uid: ID!) {\n    transferOwnership(uid: $uid) {\n      ...MemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation TransferOwnership($uid: ID!) {\n    transferOwnership(uid: $uid) {\n      ...MemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePasswordResetLink($uid: ID!) {\n    createPasswordResetLink(uid: $uid)\n  }\n"): (typeof documents)["\n  mutation CreatePasswordResetLink($uid: ID!) {\n    createPasswordResetLink(uid: $uid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequireSecondFactor($requireSecondFactor: Boolean!) {\n    updateTeamSettings(requireSecondFactor: $requireSecondFactor) {\n      requireSecondFactor\n    }\n  }\n"): (typeof documents)["\n  mutation RequireSecondFactor($requireSecondFactor: Boolean!) {\n    updateTeamSettings(requireSecondFactor: $requireSecondFactor) {\n      requireSecondFactor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovedRetention($days: Int) {\n    updateTeamSettings(removedRetentionDays: $days) {\n      removedRetentionDays\n    }\n  }\n"): (typeof documents)["\n  mutation RemovedRetention($days: Int) {\n    updateTeamSettings(removedRetentionDays: $days) {\n      removedRetentionDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($name: String!, $role: Role!, $expiresAt: String) {\n    createApiKey(name: $name, role: $role, expiresAt: $expiresAt) {\n      apiKey {\n        ...ApiKeyFields\n      }\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($name: String!, $role: Role!, $expiresAt: String) {\n    createApiKey(name: $name, role: $role, expiresAt: $expiresAt) {\n      apiKey {\n        ...ApiKeyFields\n      }\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhook($url: String!, $events: [String!]!, $description: String) {\n    createWebhook(url: $url, events: $events, description: $description) {\n      webhook {\n        ...WebhookFields\n      }\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhook($url: String!, $events: [String!]!, $description: String) {\n    createWebhook(url: $url, events: $events, description: $description) {\n      webhook {\n        ...WebhookFields\n      }\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhook($id: ID!, $enabled: Boolean) {\n    updateWebhook(id: $id, enabled: $enabled) {\n      ...WebhookFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhook($id: ID!, $enabled: Boolean) {\n    updateWebhook(id: $id, enabled: $enabled) {\n      ...WebhookFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      pending\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhook($deliveryId: ID!) {\n    redeliverWebhook(deliveryId: $deliveryId) {\n      id\n      pending\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookFields on Webhook {\n    id\n    url\n    events\n    description\n    enabled\n    createdAt\n    disabledReason\n    lastDeliveryAt\n    lastDeliveryOk\n    consecutiveFailures\n  }\n"): (typeof documents)["\n  fragment WebhookFields on Webhook {\n    id\n    url\n    events\n    description\n    enabled\n    createdAt\n    disabledReason\n    lastDeliveryAt\n    lastDeliveryOk\n    consecutiveFailures\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Webhooks {\n    webhooks {\n      ...WebhookFields\n    }\n  }\n"): (typeof documents)["\n  query Webhooks {\n    webhooks {\n      ...WebhookFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($webhookId: ID!, $first: Int) {\n    webhookDeliveries(webhookId: $webhookId, first: $first) {\n      nodes {\n        id\n        eventId\n        type\n        attempt\n        status\n        durationMs\n        at\n        ok\n        pending\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($webhookId: ID!, $first: Int) {\n    webhookDeliveries(webhookId: $webhookId, first: $first) {\n      nodes {\n        id\n        eventId\n        type\n        attempt\n        status\n        durationMs\n        at\n        ok\n        pending\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyFields on Company {\n    id\n    name\n    domain\n    address\n    phone\n    notes\n    peopleCount\n  }\n"): (typeof documents)["\n  fragment CompanyFields on Company {\n    id\n    name\n    domain\n    address\n    phone\n    notes\n    peopleCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Companies($search: String, $first: Int, $after: String) {\n    companies(search: $search, first: $first, after: $after) {\n      nodes {\n        ...CompanyFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query Companies($search: String, $first: Int, $after: String) {\n    companies(search: $search, first: $first, after: $after) {\n      nodes {\n        ...CompanyFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCompany($input: CompanyInput!) {\n    saveCompany(input: $input) {\n      ...CompanyFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCompany($input: CompanyInput!) {\n    saveCompany(input: $input) {\n      ...CompanyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomFields($includeArchived: Boolean) {\n    customFields(includeArchived: $includeArchived) {\n      id\n      key\n      label\n      type\n      options\n      required\n      archived\n    }\n  }\n"): (typeof documents)["\n  query CustomFields($includeArchived: Boolean) {\n    customFields(includeArchived: $includeArchived) {\n      id\n      key\n      label\n      type\n      options\n      required\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tags {\n    tags {\n      id\n      name\n      color\n      count\n    }\n  }\n"): (typeof documents)["\n  query Tags {\n    tags {\n      id\n      name\n      color\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Teammates {\n    me {\n      uid\n    }\n    teammates {\n      uid\n      email\n      active\n    }\n  }\n"): (typeof documents)["\n  query Teammates {\n    me {\n      uid\n    }\n    teammates {\n      uid\n      email\n      active\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;