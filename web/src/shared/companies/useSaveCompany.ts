// Adding or changing a company (the Companies screen, a company's page, the customer form's picker): the answer, or
// the server's field messages in the page's language; every list of companies is fetched again after.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { CompanyFieldsFragment, CompanyInput } from '../../gql/graphql.ts';
import { fieldMessagesOf } from '../graphqlErrors.ts';
import { useServerWords } from '../i18n/serverWords.ts';
import { problemOf } from '../mutationOutcome.ts';
import { refusalShownInPlace } from '../refusals.ts';
import { SaveCompanyDocument } from './companyDocuments.ts';

export type CompanySaved =
  { ok: true; company: CompanyFieldsFragment } | { ok: false; fields: Record<string, string>; problem: string };

export function useSaveCompany(): (input: CompanyInput) => Promise<CompanySaved> {
  const [save] = useMutation(SaveCompanyDocument, {
    refetchQueries: ['Companies', 'CompanyPeople'],
    context: refusalShownInPlace,
  });
  const inPageLanguage = useServerWords();
  return useCallback(
    async (input) => {
      try {
        const { data } = await save({ variables: { input } });
        return { ok: true, company: data!.saveCompany };
      } catch (error) {
        const fields = CombinedGraphQLErrors.is(error) ? fieldMessagesOf(error.errors[0]) : {};
        const shown = Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, inPageLanguage(text)]));
        return { ok: false, fields: shown, problem: inPageLanguage(problemOf(error)) };
      }
    },
    [save, inPageLanguage],
  );
}
