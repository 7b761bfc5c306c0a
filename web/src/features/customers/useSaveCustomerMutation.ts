import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql/index.ts';
import type { CustomerFieldsFragment, CustomerInput } from '../../gql/graphql.ts';
import { errorCodes, extensionObject, fieldMessagesOf, graphqlErrorWithCode } from '../../shared/graphqlErrors.ts';
import { useSuccessPopup } from '../../shared/useSuccessPopup.ts';
import { reportError } from '../../shared/reportError.ts';

const SaveCustomerDocument = graphql(`
  mutation SaveCustomer($input: CustomerInput!) {
    saveCustomer(input: $input) {
      ...CustomerFields
    }
  }
`);

/** Why a write did not happen, when it is nothing the person can fix in a field: no answer, or a failed one. */
export type WriteFailure = 'unreachable' | 'server';

export type SaveResult =
  | { ok: true; id: string }
  | { ok: false; fields: Record<string, string>; conflict?: undefined; failure?: WriteFailure }
  /** Someone else changed a field this save changes too: the customer as it is now */
  | { ok: false; fields: Record<string, string>; conflict: CustomerFieldsFragment; failure?: undefined };

/** A write's error that is neither a rule nor a conflict: the network (offline, no answer) or the server's own. */
export function writeFailureOf(error: unknown): WriteFailure {
  if (CombinedGraphQLErrors.is(error)) return 'server';
  return typeof navigator !== 'undefined' && !navigator.onLine
    ? 'unreachable'
    : error instanceof TypeError
      ? 'unreachable'
      : 'server';
}

function conflictOf(error: unknown): CustomerFieldsFragment | undefined {
  return extensionObject(graphqlErrorWithCode(error, errorCodes.conflict), 'customer') as
    CustomerFieldsFragment | undefined;
}

function fieldErrors(error: unknown): Record<string, string> {
  return fieldMessagesOf(graphqlErrorWithCode(error, errorCodes.badUserInput));
}

/**
 * Creates (no id) or merges into (id) a customer, then 'User save successfully'. The cache is left to the live feed,
 * which alone writes the list (live/customerFeed.ts): an answer arriving after a newer change cannot undo it.
 */
export function useSaveCustomerMutation() {
  const success = useSuccessPopup();
  const intl = useIntl();
  const [mutate, { loading }] = useMutation(SaveCustomerDocument, { fetchPolicy: 'no-cache' });
  const save = useCallback(
    async (input: CustomerInput): Promise<SaveResult> => {
      try {
        const { data } = await mutate({ variables: { input } });
        if (!data) return { ok: false, fields: {} };
        void success(
          intl.formatMessage({
            defaultMessage: 'User save successfully',
            id: 'BM8l/Q',
            description: "Pop-up once a customer is saved (the spec's words, kept as written)",
          }),
        );
        return { ok: true, id: data.saveCustomer.id };
      } catch (error) {
        // Rule failures go back onto the form fields; anything else is said above the form, which keeps what was typed.
        reportError('Saving the customer failed', error);
        const conflict = conflictOf(error);
        if (conflict) return { ok: false, fields: {}, conflict };
        const fields = fieldErrors(error);
        return Object.keys(fields).length
          ? { ok: false, fields }
          : { ok: false, fields, failure: writeFailureOf(error) };
      }
    },
    [mutate, success, intl],
  );
  return { save, saving: loading };
}
