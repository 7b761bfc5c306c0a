// A company's page: the company and its people, fetched again whenever one of them changes (its live list).
import { graphql } from '../../gql/index.ts';

export const CompanyPeopleDocument = graphql(`
  query CompanyPeople($id: ID!) {
    company(id: $id) {
      ...CompanyFields
    }
    customers(companyId: $id) {
      id
      fname
      lname
      email
      phone
    }
  }
`);

export const CompanyPeopleChangesDocument = graphql(`
  subscription CompanyPeopleChanges($id: ID!) {
    customerChanges(companyId: $id) {
      initial
    }
  }
`);
