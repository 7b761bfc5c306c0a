// The top bar's search over customers and contacts (and its results page).
import { graphql } from '../../gql/index.ts';

export const SearchDocument = graphql(`
  query TopBarSearch($text: String!, $first: Int) {
    search(text: $text, first: $first) {
      kind
      id
      title
      detail
    }
  }
`);
