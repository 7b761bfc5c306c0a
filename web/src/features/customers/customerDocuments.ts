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

export const CustomerDocument = graphql(`
  query Customer($id: ID!) {
    customer(id: $id) {
      ...CustomerFields
    }
  }
`);
