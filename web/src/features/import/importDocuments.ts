import { graphql } from '../../gql/index.ts';

export const ImportCustomersDocument = graphql(`
  mutation ImportCustomers($rows: [CustomerInput!]!, $onDuplicate: DuplicateAction, $importId: ID) {
    importCustomers(rows: $rows, onDuplicate: $onDuplicate, importId: $importId) {
      importId
      created
      updated
      skipped
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
