// The customer documents every screen of this feature shares.
import { graphql } from '../../gql/index.ts';

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
  }
`);

export const CustomerDocument = graphql(`
  query Customer($id: ID!) {
    customer(id: $id) {
      ...CustomerFields
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
