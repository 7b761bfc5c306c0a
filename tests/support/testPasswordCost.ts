// The password hashes of the test servers.
import type { PasswordCost } from '../../server/identity/local/passwords.ts';

/**
 * scrypt at 1/128 of the product's memory and time: the suite signs up and in hundreds of times, and at full cost those
 * hashes were a third of the API files' time (docs/decisions/light-password-hashes-in-tests.md).
 */
export const testPasswordCost: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };
