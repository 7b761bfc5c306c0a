// TOTP codes (otplib) and recovery codes: the small rules of a second factor, apart from where it is stored.
import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

export const recoveryCodeCount = 10;
/** Without look-alikes (0/o, 1/l/i), so a code copied from paper is read right */
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
/** A code from the step before or after still counts: clocks drift and people type slowly */
const toleranceSeconds = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrl(secret: string, account: string): string {
  return generateURI({ issuer: 'Staff CRM', label: account, secret });
}

/** The time step a TOTP code belongs to when it is right for `secret`; null when it is not. */
export async function totpTimeStep(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: toleranceSeconds });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten codes of ten letters and digits (about 49 bits each), shown as xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const letters = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** What a person typed, as stored: spaces, dashes and case aside. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(normaliseCode(code)).digest('base64url');
}
