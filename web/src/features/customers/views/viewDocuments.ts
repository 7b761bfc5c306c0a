// The saved views' documents: the list of views (with who is signed in, to tell one's own), saving and deleting.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../../gql/index.ts';
import { prefetchQuery } from '../../../shared/earlyQuery.ts';

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
    customerOwner
    tagIds
    companyId
    fieldFilters {
      key
      value
      min
      max
    }
    orderBy {
      field
      direction
      fieldKey
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

/**
 * The customers list's saved views, prefetched as the page opens (app/AppRoutes' prefetchData): fetched by the list's
 * first render instead, they were one more round trip after the screen's code, ending before its largest paint.
 */
export function prefetchSavedViews(client: ApolloClient): void {
  prefetchQuery(client, SavedViewsDocument);
}

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
