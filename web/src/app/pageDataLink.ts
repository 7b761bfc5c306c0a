// Answers the server put in the page it sent (server/http/pageData.ts): a query the page's first load asks with the
// same name and variables is answered from there, once, in the page's first seconds and until the store is cleared,
// instead of over the network.
import { ApolloLink } from '@apollo/client';
import { OperationTypeNode, type FormattedExecutionResult } from 'graphql';
import { of } from 'rxjs';

/** The page's data block (server/http/pageData.ts). */
const pageDataElementId = 'page-data';

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, sorted(entry)]),
    );
  return value;
}

/** A query by its operation and its variables, keys sorted: the server's spelling and the app's then match. */
function pageDataKey(operationName: string, variables: Record<string, unknown> | undefined): string {
  return `${operationName} ${JSON.stringify(sorted(variables ?? {}))}`;
}

function embeddedAnswers(): Map<string, FormattedExecutionResult> {
  const element = typeof document === 'undefined' ? null : document.getElementById(pageDataElementId);
  const answers = new Map<string, FormattedExecutionResult>();
  if (!element?.textContent) return answers;
  element.remove();
  try {
    const entries = JSON.parse(element.textContent) as Array<{
      operationName: string;
      variables: Record<string, unknown>;
      answer: FormattedExecutionResult;
    }>;
    for (const { operationName, variables, answer } of entries)
      answers.set(pageDataKey(operationName, variables), answer);
  } catch {
    // A page whose data cannot be read is a page without data: every query goes to the server.
  }
  return answers;
}

/**
 * How long after the page opened its answers may still be taken: its first screen's queries are asked by then, and an
 * answer no screen took (a section a role does not see) must not stand in for the server later.
 */
const answersLastMs = 20_000;

/**
 * The link; `take()`, which hands over the answer to a query (by its name and variables) once, for a caller that
 * writes it into the cache itself (shared/earlyQuery.ts); and `forget()`, which drops every answer not taken yet (the
 * store is cleared: someone signed out).
 */
export function pageDataLink(): ApolloLink & {
  take(operationName: string, variables: Record<string, unknown> | undefined): FormattedExecutionResult | undefined;
  forget(): void;
} {
  let answers: Map<string, FormattedExecutionResult> | undefined;
  const take = (operationName: string, variables: Record<string, unknown> | undefined) => {
    answers ??= embeddedAnswers();
    if (answers.size && performance.now() > answersLastMs) answers.clear();
    const key = pageDataKey(operationName, variables);
    const answer = answers.get(key);
    answers.delete(key);
    return answer;
  };
  const link = new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);
    const answer = take(operation.operationName ?? '', operation.variables);
    return answer ? of(answer) : forward(operation);
  });
  return Object.assign(link, { take, forget: () => (answers = new Map()) });
}
