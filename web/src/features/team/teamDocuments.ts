import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql/index.ts';
import { prefetchQuery } from '../../shared/earlyQuery.ts';
import { WebhooksDocument } from './webhookDocuments.ts';

/** How many audit entries the Team page shows before 'Load more' */
export const auditPageSize = 50;

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
      defaultLocale
      defaultRegion
      timeZone
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

/**
 * The Team page opened at its address: the team, the first page of the audit log and the webhooks, fetched beside the
 * screen's code (shared/earlyQuery.ts). Someone the page is not for gets FORBIDDEN answers, which nothing shows.
 */
export function prefetchTeam(client: ApolloClient): void {
  prefetchQuery(client, TeamDocument);
  prefetchQuery(client, AuditLogDocument, { first: auditPageSize });
  prefetchQuery(client, WebhooksDocument);
}
