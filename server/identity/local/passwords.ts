import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordHashesAtOnce } from '../../limits.ts';

/** scrypt's cost parameters, written into each hash so that a check uses the cost its hash was made with */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP ASVS 5.0 strength; only a test server makes its hashes lighter (CrmOptions.passwordCost) */
export const owaspPasswordCost: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };
const keyLength = 32;

// Each hash holds 128 MiB while it runs: a burst of sign-ins waits its turn instead of taking a gigabyte.
let running = 0;
const waiting: Array<() => void> = [];

async function derive(password: string, salt: Buffer, options: PasswordCost): Promise<Buffer> {
  // A finishing hash hands its slot straight to the next waiter, so the count never passes the limit.
  if (running >= passwordHashesAtOnce) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * 1024 * 1024 };
    return await new Promise<Buffer>((resolve, reject) =>
      scrypt(password.normalize('NFKC'), salt, keyLength, scryptOptions, (error, key) =>
        error ? reject(error) : resolve(key),
      ),
    );
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Password hashes made at one cost; checks of hashes made at any cost. */
export class Passwords {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly cost: PasswordCost = owaspPasswordCost) {}

  /** `scrypt$N$r$p$salt$hash`, so the cost can rise later without breaking old hashes. */
  async hash(password: string): Promise<string> {
    const { N, r, p } = this.cost;
    const salt = randomBytes(16);
    const key = await derive(password, salt, this.cost);
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, N, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64url');
    const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
    return key.length === expected.length && timingSafeEqual(key, expected);
  }

  /** Spends the same time as a real check, so an unknown email cannot be told from a wrong password. */
  async verifyAgainstNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('not a real password');
    await this.verify(password, await this.dummyHash);
    return false;
  }
}
