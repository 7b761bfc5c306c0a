import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import type { CustomerFieldsFragment, CustomerInput } from '../../gql/graphql.ts';
import { useSuccessPopup } from '../../shared/useSuccessPopup.ts';

const SaveCustomerDocument = graphql(`
  mutation SaveCustomer($input: CustomerInput!) {
    saveCustomer(input: $input) {
      ...CustomerFields
    }
  }
`);

export type SaveResult =
  | { ok: true; id: string }
  | { ok: false; fields: Record<string, string>; conflict?: undefined }
  /** Someone else changed a field this save changes too (issue 12): the customer as it is now */
  | { ok: false; fields: Record<string, string>; conflict: CustomerFieldsFragment };

function conflictOf(error: unknown): CustomerFieldsFragment | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const customer = error.errors.find((item) => item.extensions?.['code'] === 'CONFLICT')?.extensions?.['customer'];
  return typeof customer === 'object' && customer !== null ? (customer as CustomerFieldsFragment) : undefined;
}

function fieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields = error.errors.find((item) => item.extensions?.['code'] === 'BAD_USER_INPUT')?.extensions?.['fields'];
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * Creates (no id) or merges into (id) a customer, then 'User save successfully'. The cache is left to the live feed,
 * which alone writes the list (live/customerFeed.ts): an answer arriving after a newer change cannot undo it.
 */
export function useSaveCustomerMutation() {
  const success = useSuccessPopup();
  const [mutate, { loading }] = useMutation(SaveCustomerDocument, { fetchPolicy: 'no-cache' });
  const save = useCallback(
    async (input: CustomerInput): Promise<SaveResult> => {
      try {
        const { data } = await mutate({ variables: { input } });
        if (!data) return { ok: false, fields: {} };
        success('User save successfully');
        return { ok: true, id: data.saveCustomer.id };
      } catch (error) {
        // SPEC §8: database errors are only logged; rule failures go back onto the form fields.
        console.error('Saving the customer failed', error);
        const conflict = conflictOf(error);
        return conflict ? { ok: false, fields: {}, conflict } : { ok: false, fields: fieldErrors(error) };
      }
    },
    [mutate, success],
  );
  return { save, saving: loading };
}
