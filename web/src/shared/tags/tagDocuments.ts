// The team's tags, read by every screen that shows or chooses them (the list, a customer's page, the form, the Team
// page): one query, one cache entry.
import { graphql } from '../../gql/index.ts';

export const TagsDocument = graphql(`
  query Tags {
    tags {
      id
      name
      color
      count
    }
  }
`);
