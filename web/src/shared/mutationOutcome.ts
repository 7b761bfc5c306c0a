// A mutation's answer as a screen says it in place: its value, or the server's words on a refusal.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { fieldMessagesOf } from './graphqlErrors.ts';

export type Outcome<T> = { ok: true; value: T } | { ok: false; problem: string };

/** What the server said: its field messages for BAD_USER_INPUT, its message otherwise (FORBIDDEN included). */
export function problemOf(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const texts = Object.values(fieldMessagesOf(first));
    if (texts.length) return texts.join(' ');
    return first?.message ?? error.message;
  }
  return error instanceof Error && error.message ? error.message : 'The server could not be reached. Try again.';
}

export async function attempt<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
}
