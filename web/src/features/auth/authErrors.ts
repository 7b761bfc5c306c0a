// Turns a failed sign-in or sign-up into what the 'Error' alert shows: the provider's message, then its code.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface AuthFailure {
  message: string;
  code: string;
  /** Field messages the server attached (BAD_USER_INPUT and some auth/* codes), keyed by form field */
  fields: Record<string, string>;
  /** auth/multi-factor-required: what verifySecondFactor completes */
  challenge?: string;
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export type AuthResult = { ok: true } | { ok: false; failure: AuthFailure };

/** Runs one sign-in step: ok when it went through, else the failure the form shows. */
export async function authAttempt(step: () => Promise<unknown>): Promise<AuthResult> {
  try {
    await step();
    return { ok: true };
  } catch (error) {
    return { ok: false, failure: toAuthFailure(error) };
  }
}

export function toAuthFailure(error: unknown): AuthFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.['code'];
    const challenge = first?.extensions?.['challenge'];
    return {
      message: first?.message ?? error.message,
      code: typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR',
      fields: stringRecord(first?.extensions?.['fields']),
      ...(typeof challenge === 'string' && { challenge }),
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { message: message || 'The server could not be reached.', code: 'network-error', fields: {} };
}

export function describeAuthFailure(failure: AuthFailure): string {
  return `${failure.message} (${failure.code})`;
}
