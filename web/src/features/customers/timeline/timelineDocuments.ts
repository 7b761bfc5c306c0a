// The timelines' documents: a page of a customer's entries or of a company's people's, their live feeds, and adding,
// editing and deleting activities.
import { graphql } from '../../../gql/index.ts';

/** Entries per page of the timeline */
export const timelinePageSize = 20;

export const TimelineEntryFieldsFragment = graphql(`
  fragment TimelineEntryFields on TimelineEntry {
    id
    at
    deleted
    activity {
      id
      kind
      body
      at
      editedAt
      author {
        uid
        email
      }
    }
    task {
      id
      title
      done
    }
    change {
      ...HistoryEntryFields
    }
  }
`);

export const CustomerTimelineDocument = graphql(`
  query CustomerTimeline($customerId: ID!, $first: Int, $after: String) {
    me {
      uid
      email
    }
    customerTimeline(customerId: $customerId, first: $first, after: $after) {
      nodes {
        ...TimelineEntryFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const CustomerTimelineChangedDocument = graphql(`
  subscription CustomerTimelineChanged($customerId: ID!) {
    customerTimelineChanged(customerId: $customerId) {
      ...TimelineEntryFields
    }
  }
`);

export const CompanyTimelineDocument = graphql(`
  query CompanyTimeline($companyId: ID!, $first: Int, $after: String) {
    companyTimeline(companyId: $companyId, first: $first, after: $after) {
      nodes {
        ...TimelineEntryFields
        customer {
          id
          fname
          lname
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const CompanyTimelineChangedDocument = graphql(`
  subscription CompanyTimelineChanged($companyId: ID!) {
    companyTimelineChanged(companyId: $companyId) {
      ...TimelineEntryFields
      customer {
        id
        fname
        lname
      }
    }
  }
`);

export const AddActivityDocument = graphql(`
  mutation AddActivity($input: ActivityInput!) {
    addActivity(input: $input) {
      id
    }
  }
`);

export const UpdateActivityDocument = graphql(`
  mutation UpdateActivity($id: ID!, $body: String!) {
    updateActivity(id: $id, body: $body) {
      id
    }
  }
`);

export const DeleteActivityDocument = graphql(`
  mutation DeleteActivity($id: ID!) {
    deleteActivity(id: $id)
  }
`);
