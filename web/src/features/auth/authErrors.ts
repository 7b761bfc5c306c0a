// Turns a failed sign-in or sign-up into what the 'Error' alert shows: the provider's message, then its code.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { codeOf, errorCodes, extensionText, fieldMessagesOf } from '../../shared/graphqlErrors.ts';

export interface AuthFailure {
  message: string;
  code: string;
  /** Field messages the server attached (BAD_USER_INPUT and some auth/* codes), keyed by form field */
  fields: Record<string, string>;
  /** auth/multi-factor-required: what verifySecondFactor completes */
  challenge?: string;
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
    const challenge = extensionText(first, 'challenge');
    return {
      message: first?.message ?? error.message,
      code: codeOf(first) ?? errorCodes.internal,
      fields: fieldMessagesOf(first),
      ...(challenge !== undefined && { challenge }),
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { message: message || 'The server could not be reached.', code: 'network-error', fields: {} };
}
