// The team's custom fields as the server orders them (the order they were added); the active ones unless asked.
import { useQuery } from '@apollo/client/react';
import type { CustomFieldsQuery } from '../../gql/graphql.ts';
import { useEarlyFetchPolicy } from '../earlyQuery.ts';
import { CustomFieldsDocument } from './customFieldDocuments.ts';

export type TeamCustomField = CustomFieldsQuery['customFields'][number];

export function useCustomFields(includeArchived = false): { fields: readonly TeamCustomField[]; loading: boolean } {
  const variables = { includeArchived };
  const fetchPolicy = useEarlyFetchPolicy(CustomFieldsDocument, variables, 'cache-and-network');
  const { data, loading } = useQuery(CustomFieldsDocument, { variables, fetchPolicy });
  return { fields: data?.customFields ?? [], loading };
}
