// The Team page's custom field mutations (CustomFieldsSection.tsx): each answers what happened, the server's words on a
// refusal; the team's fields (every screen's one query) and the audit log are refetched after each.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import type { CustomFieldInput } from '../../gql/graphql.ts';
import { CustomFieldsDocument } from '../../shared/customFields/customFieldDocuments.ts';
import { attempt } from '../../shared/mutationOutcome.ts';
import { refusalShownInPlace } from '../../shared/refusals.ts';
import { AuditLogDocument } from './teamDocuments.ts';

const refetchQueries = [
  { query: CustomFieldsDocument, variables: { includeArchived: true } },
  { query: CustomFieldsDocument, variables: { includeArchived: false } },
  AuditLogDocument,
];
const options = { refetchQueries, awaitRefetchQueries: true, context: refusalShownInPlace } as const;

const CreateCustomFieldDocument = graphql(`
  mutation CreateCustomField($input: CustomFieldInput!) {
    createCustomField(input: $input) {
      id
      key
      label
    }
  }
`);

const UpdateCustomFieldDocument = graphql(`
  mutation UpdateCustomField($id: ID!, $input: CustomFieldInput!) {
    updateCustomField(id: $id, input: $input) {
      id
      key
      label
    }
  }
`);

const ArchiveCustomFieldDocument = graphql(`
  mutation ArchiveCustomField($id: ID!) {
    archiveCustomField(id: $id) {
      id
      archived
    }
  }
`);

export function useCustomFieldMutations() {
  const [create] = useMutation(CreateCustomFieldDocument, options);
  const [update] = useMutation(UpdateCustomFieldDocument, options);
  const [archive] = useMutation(ArchiveCustomFieldDocument, options);
  return {
    create: useCallback((input: CustomFieldInput) => attempt(() => create({ variables: { input } })), [create]),
    update: useCallback(
      (id: string, input: CustomFieldInput) => attempt(() => update({ variables: { id, input } })),
      [update],
    ),
    archive: useCallback((id: string) => attempt(() => archive({ variables: { id } })), [archive]),
  };
}
