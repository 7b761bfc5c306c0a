// The customer documents every screen of this feature shares.
import { graphql } from '../../gql/index.ts';

export const CustomerFieldsFragment = graphql(`
  fragment CustomerFields on Customer {
    id
    fname
    lname
    email
    phone
    address
    notes
    status
  }
`);

/** The cached list for one filter. Never fetched: the customerChanges subscription fills and maintains it. */
export const CustomerListDocument = graphql(`
  query CustomerList($filter: CustomerFilter!) {
    customers(filter: $filter) {
      ...CustomerFields
    }
  }
`);

export const CustomerChangesDocument = graphql(`
  subscription CustomerChanges($filter: CustomerFilter!) {
    customerChanges(filter: $filter) {
      initial
      changes {
        type
        customer {
          ...CustomerFields
        }
      }
    }
  }
`);

export const CustomerDocument = graphql(`
  query Customer($id: ID!) {
    customer(id: $id) {
      ...CustomerFields
    }
  }
`);
