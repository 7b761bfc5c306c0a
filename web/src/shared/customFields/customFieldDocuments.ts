// The team's custom fields, read by every screen that shows or fills them (the form, a customer's page, the Team page):
// one query per includeArchived, one cache entry each.
import { graphql } from '../../gql/index.ts';

export const CustomFieldsDocument = graphql(`
  query CustomFields($includeArchived: Boolean) {
    customFields(includeArchived: $includeArchived) {
      id
      key
      label
      type
      options
      required
      archived
    }
  }
`);
