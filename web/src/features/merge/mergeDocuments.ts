// The documents of merging duplicates: the groups the Duplicates view lists, the customers a merge is about, the merge,
// and marking a group as not duplicates.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql/index.ts';
import { prefetchQuery } from '../../shared/earlyQuery.ts';

export const DuplicateGroupsDocument = graphql(`
  query DuplicateGroups {
    customerDuplicateGroups(first: 200) {
      emails
      phones
      customers {
        id
        fname
        lname
        email
        phone
        phoneNormalized
      }
    }
  }
`);

export const MergeCandidateDocument = graphql(`
  query MergeCandidate($id: ID!) {
    customer(id: $id) {
      id
      fname
      lname
      email
      phone
      address
      notes
      phoneNormalized
      status
      version
      mergedInto
      historySummary {
        entries
        created {
          at
          by {
            uid
            email
          }
        }
        lastChange {
          at
          by {
            uid
            email
          }
        }
      }
    }
  }
`);

export const MarkNotDuplicatesDocument = graphql(`
  mutation MarkNotDuplicates($customerIds: [ID!]!) {
    markNotDuplicates(customerIds: $customerIds)
  }
`);

export const MergeCustomersDocument = graphql(`
  mutation MergeCustomers($keepId: ID!, $mergeIds: [ID!]!, $fields: CustomerInput) {
    mergeCustomers(keepId: $keepId, mergeIds: $mergeIds, fields: $fields) {
      id
      fname
      lname
      email
      phone
      phoneNormalized
      address
      notes
      status
      version
    }
  }
`);

/** The Duplicates view opened at its address: its groups, fetched beside the screen's code (shared/earlyQuery.ts). */
export function prefetchDuplicates(client: ApolloClient): void {
  prefetchQuery(client, DuplicateGroupsDocument);
}
