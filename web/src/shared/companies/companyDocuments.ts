// The team's companies, read by the screens that list, show or pick them (the Companies screen, a company's page, the
// customer form's picker) and saved by those that add or change them.
import { graphql } from '../../gql/index.ts';

export const CompanyFieldsFragment = graphql(`
  fragment CompanyFields on Company {
    id
    name
    domain
    address
    phone
    notes
    peopleCount
  }
`);

export const CompaniesDocument = graphql(`
  query Companies($search: String, $first: Int, $after: String) {
    companies(search: $search, first: $first, after: $after) {
      nodes {
        ...CompanyFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

export const SaveCompanyDocument = graphql(`
  mutation SaveCompany($input: CompanyInput!) {
    saveCompany(input: $input) {
      ...CompanyFields
    }
  }
`);
