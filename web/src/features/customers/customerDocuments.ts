// The customer documents every screen of this feature shares.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql/index.ts';
import { prefetchQuery } from '../../shared/earlyQuery.ts';
import { CustomFieldsDocument } from '../../shared/customFields/customFieldDocuments.ts';

/** How many history entries the details page shows before 'Show older changes' */
export const historyPageSize = 20;

export const CustomerFieldsFragment = graphql(`
  fragment CustomerFields on Customer {
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
    tags {
      id
    }
    fields {
      key
      value
    }
    company {
      id
      name
    }
  }
`);

export const CustomerDocument = graphql(`
  query Customer($id: ID!) {
    customer(id: $id) {
      ...CustomerFields
      owner {
        uid
        email
      }
      phones {
        label
        value
      }
      emails {
        label
        value
      }
    }
  }
`);

export const CustomerDuplicatesDocument = graphql(`
  query CustomerDuplicates($contacts: [CustomerContactInput!]!) {
    customerDuplicates(contacts: $contacts) {
      match
      customer {
        id
        fname
        lname
        status
      }
    }
  }
`);

/** A history entry as the details page, the timeline and the dashboard show it. */
export const HistoryEntryFieldsFragment = graphql(`
  fragment HistoryEntryFields on CustomerHistoryEntry {
    at
    by {
      uid
      email
    }
    type
    changes {
      field
      from
      to
    }
  }
`);

export const CustomerHistoryDocument = graphql(`
  query CustomerHistory($id: ID!, $first: Int, $after: String) {
    customer(id: $id) {
      id
      history(first: $first, after: $after) {
        nodes {
          ...HistoryEntryFields
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
`);

/**
 * The open customer as it changes and who else has it open
 * (docs/collaboration.md); the subscription itself counts as a viewer.
 */
export const CustomerActivityDocument = graphql(`
  subscription CustomerActivity($id: ID!, $editing: Boolean!) {
    customerActivity(id: $id, editing: $editing) {
      customer {
        ...CustomerFields
        history(first: 1) {
          nodes {
            by {
              uid
              email
            }
          }
        }
      }
      viewers {
        user {
          uid
          email
        }
        editing
      }
    }
  }
`);

/** The customers someone is editing now, with who (the list's marks, docs/collaboration.md#presence). */
export const CustomerEditorsDocument = graphql(`
  subscription CustomerEditors {
    customerEditors {
      customerId
      user {
        uid
        email
      }
    }
  }
`);

/** Whom a merge kept when it removed this customer (null: not merged). */
export const CustomerMergedIntoDocument = graphql(`
  query CustomerMergedInto($id: ID!) {
    customer(id: $id) {
      id
      mergedInto
    }
  }
`);

/** A customer's name, for a history entry or a notice that links to them. */
export const CustomerNameDocument = graphql(`
  query CustomerName($id: ID!) {
    customer(id: $id) {
      id
      fname
      lname
    }
  }
`);

/**
 * A customer's details page opened at its address: the customer, the team's fields (their rows render with the
 * customer's, not below them later) and the first page of its history, fetched beside the screen's code
 * (shared/earlyQuery.ts).
 */
export function prefetchCustomerDetails(client: ApolloClient, id: string): void {
  prefetchQuery(client, CustomerDocument, { id });
  prefetchQuery(client, CustomFieldsDocument, { includeArchived: false });
  prefetchQuery(client, CustomerHistoryDocument, { id, first: historyPageSize, after: null }, { background: true });
}

/**
 * The edit form opened at its address: the customer,
 * fetched beside the form's code (the add form has nothing to fetch).
 */
export function prefetchCustomerForm(client: ApolloClient, id: string | undefined): void {
  if (id) prefetchQuery(client, CustomerDocument, { id });
}
