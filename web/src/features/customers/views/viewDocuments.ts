// The saved views' documents: the list of views (with who asks, to tell one's own), saving and deleting.
import { graphql } from '../../../gql/index.ts';

export const SavedViewFieldsFragment = graphql(`
  fragment SavedViewFields on SavedView {
    id
    name
    shared
    owner {
      uid
      email
    }
    filter
    search
    orderBy {
      field
      direction
    }
    columns
  }
`);

export const SavedViewsDocument = graphql(`
  query SavedViews {
    me {
      uid
    }
    savedViews {
      ...SavedViewFields
    }
  }
`);

export const SaveViewDocument = graphql(`
  mutation SaveView($input: SavedViewInput!) {
    saveView(input: $input) {
      ...SavedViewFields
    }
  }
`);

export const DeleteViewDocument = graphql(`
  mutation DeleteView($id: ID!) {
    deleteView(id: $id)
  }
`);
