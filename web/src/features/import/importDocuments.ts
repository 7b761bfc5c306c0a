import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql/index.ts';
import { prefetchQuery } from '../../shared/earlyQuery.ts';

export const ImportCustomersDocument = graphql(`
  mutation ImportCustomers($rows: [CustomerInput!]!, $onDuplicate: DuplicateAction, $importId: ID) {
    importCustomers(rows: $rows, onDuplicate: $onDuplicate, importId: $importId) {
      importId
      created
      updated
      skipped
      duplicatesInFile
      restored
      stillRemoved
      failed {
        row
        fields {
          field
          message
        }
      }
    }
  }
`);

export const UndoCustomerImportDocument = graphql(`
  mutation UndoCustomerImport($importId: ID!) {
    undoCustomerImport(importId: $importId) {
      removed
      reverted
      keptChangedSince {
        id
        fname
        lname
      }
    }
  }
`);

export const CustomerImportsDocument = graphql(`
  query CustomerImports {
    customerImports {
      id
      at
      created
      updated
      skipped
      failed
      undone
    }
  }
`);

export const ImportDuplicatesDocument = graphql(`
  query ImportDuplicates($contacts: [CustomerContactInput!]!) {
    customerDuplicates(contacts: $contacts) {
      index
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

/**
 * The import page opened at its address: the list of imports, fetched beside the screen's code (shared/earlyQuery.ts).
 */
export function prefetchImports(client: ApolloClient): void {
  prefetchQuery(client, CustomerImportsDocument);
}
