import { graphql } from '../../gql/index.ts';

export const MemberFieldsFragment = graphql(`
  fragment MemberFields on Member {
    uid
    email
    role
    active
    pending
    joinedAt
    lastActiveAt
  }
`);

export const ApiKeyFieldsFragment = graphql(`
  fragment ApiKeyFields on ApiKey {
    id
    name
    role
    createdBy {
      uid
      email
    }
    createdAt
    expiresAt
    lastUsedAt
    revoked
  }
`);

export const TeamDocument = graphql(`
  query Team {
    members {
      ...MemberFields
    }
    invitations {
      id
      email
      role
      expiresAt
      invitedBy {
        uid
        email
      }
    }
    teamSettings {
      signUpPolicy
      signUpDomains
      requireSecondFactor
      removedRetentionDays
    }
    apiKeys {
      ...ApiKeyFields
    }
  }
`);

export const AuditLogDocument = graphql(`
  query AuditLog($first: Int, $after: String) {
    auditLog(first: $first, after: $after) {
      nodes {
        id
        at
        actor {
          uid
          email
        }
        action
        target
        address
        details
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);
