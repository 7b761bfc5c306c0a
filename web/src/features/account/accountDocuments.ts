import { graphql } from '../../gql/index.ts';

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
