// The Team page's tag mutations (TagsSection.tsx): each answers what happened, the server's words on a refusal; the
// team's tags (one query for every screen) and the audit log are refetched after each.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import { attempt } from '../../shared/mutationOutcome.ts';
import { refusalShownInPlace } from '../../shared/refusals.ts';
import { TagsDocument } from '../../shared/tags/tagDocuments.ts';
import { AuditLogDocument } from './teamDocuments.ts';

const refetchQueries = [TagsDocument, AuditLogDocument];
const options = { refetchQueries, awaitRefetchQueries: true, context: refusalShownInPlace } as const;

const CreateTagDocument = graphql(`
  mutation CreateTag($name: String!, $color: String) {
    createTag(name: $name, color: $color) {
      id
      name
      color
      count
    }
  }
`);

const UpdateTagDocument = graphql(`
  mutation UpdateTag($id: ID!, $name: String, $color: String) {
    updateTag(id: $id, name: $name, color: $color) {
      id
      name
      color
      count
    }
  }
`);

const DeleteTagDocument = graphql(`
  mutation DeleteTag($id: ID!) {
    deleteTag(id: $id)
  }
`);

export function useTagMutations() {
  const [create] = useMutation(CreateTagDocument, options);
  const [update] = useMutation(UpdateTagDocument, options);
  const [remove] = useMutation(DeleteTagDocument, options);
  return {
    create: useCallback(
      (name: string, color: string) => attempt(() => create({ variables: { name: name.trim(), color } })),
      [create],
    ),
    update: useCallback(
      (id: string, name: string, color: string) =>
        attempt(() => update({ variables: { id, name: name.trim(), color } })),
      [update],
    ),
    remove: useCallback((id: string) => attempt(() => remove({ variables: { id } })), [remove]),
  };
}
