// The product's password hashes: a server started as `npm start` starts it stores scrypt at OWASP's cost, whatever
// lighter cost the other test servers use to spare the suite's time.
import path from 'node:path';
import Database from 'better-sqlite3';
import { databaseFileName } from '../../server/stores/sqlite/database.ts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, signInMutation, signUp, startTestCrm, uniqueEmail, type TestCrm } from '../support/crmServer.ts';

describe('password hashes', () => {
  let crm: TestCrm;
  beforeAll(async () => {
    crm = await startTestCrm({}, { passwordCost: undefined });
  });
  afterAll(() => crm.dispose());

  it('are scrypt with N = 2^17, r = 8, p = 1 and a salt of their own, and sign the owner in', async () => {
    const first = await signUp(crm.url, uniqueEmail('hash'));
    const second = await signUp(crm.url, uniqueEmail('hash'));
    const db = new Database(path.join(crm.dataDir, databaseFileName), { readonly: true });
    const hashOf = (email: string) =>
      db.prepare<[string], { password_hash: string }>('SELECT password_hash FROM accounts WHERE email = ?').get(email)!
        .password_hash;
    const [firstHash, secondHash] = [hashOf(first.email), hashOf(second.email)];
    db.close();
    expect(firstHash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    // The same password under two salts.
    expect(firstHash.split('$')[4]).not.toBe(secondHash.split('$')[4]);
    expect(firstHash.split('$')[5]).not.toBe(secondHash.split('$')[5]);
    const { body } = await gql<{ signIn: { token: string } }>(crm.url, signInMutation, {
      email: first.email,
      password: 'secret123',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.signIn.token).toBeTruthy();
  });
});
