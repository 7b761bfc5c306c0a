import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql/index.ts';
import { prefetchQuery } from '../../shared/earlyQuery.ts';

export const AccountDocument = graphql(`
  query Account {
    me {
      uid
      email
    }
    mySessions {
      id
      current
      userAgent
      address
      createdAt
      lastActiveAt
    }
    passkeys {
      id
      name
      createdAt
      lastUsedAt
    }
    secondFactor {
      enrolled
      recoveryCodesLeft
      required
    }
  }
`);

/** The account page opened at its address: its one query, fetched beside the screen's code (shared/earlyQuery.ts). */
export function prefetchAccount(client: ApolloClient): void {
  prefetchQuery(client, AccountDocument);
}
