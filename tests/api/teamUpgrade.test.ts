// A store made before the team existed: on the first start of this version its earliest account becomes the owner and
// every other account a member, so nobody is locked out and nobody gains rights they did not have; their sessions
// carry on.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { readConfig } from '../../server/config.ts';
import { startCrm } from '../../server/crm.ts';
import { gql, startTestCrm, tempDataDir } from '../support/crmServer.ts';
import { signUp } from '../support/team.ts';

/** The schema version before the team's tables: the migration count of the version without them. */
const versionBeforeTeams = 6;

describe('upgrading a store that has accounts but no team', () => {
  const dataDir = tempDataDir();
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('makes the earliest account the owner and the others members', async () => {
    const before = await startTestCrm({ CRM_DATA_DIR: dataDir });
    const first = await signUp(before.url);
    const second = await signUp(before.url);
    await before.close();
    // Back to the file as the previous version left it: accounts and sessions, no team.
    const db = new Database(path.join(dataDir, 'crm.sqlite'));
    db.exec(
      'DROP TABLE team_settings; DROP TABLE members; DROP TABLE invitations; DROP TABLE api_keys; DROP TABLE email_verifications; DROP TABLE audit_log;',
    );
    // And what later versions added: presence in the file,
    // sign-in's devices, second factors, passkeys and resets, webhooks.
    db.exec(
      'DROP TABLE presence; DROP TABLE presence_state; DROP TABLE signin_sessions; DROP TABLE second_factors; DROP TABLE passkeys; DROP TABLE passkey_challenges; DROP TABLE password_resets;',
    );
    db.exec('DROP TABLE webhook_deliveries; DROP TABLE webhook_events; DROP TABLE webhooks;');
    db.pragma(`user_version = ${versionBeforeTeams}`);
    db.close();

    process.env.CRM_LOG_QUIET = 'true';
    const after = await startCrm(readConfig({ PORT: '0', CRM_DATA_DIR: dataDir }));
    try {
      const role = async (token: string) =>
        (await gql<{ me: { role: string } | null }>(after.url, '{ me { role } }', {}, { token })).body.data?.me?.role;
      expect(await role(first.token)).toBe('OWNER');
      expect(await role(second.token)).toBe('MEMBER');
      const { body } = await gql<{ teamSettings: { signUpPolicy: string } }>(
        after.url,
        '{ teamSettings { signUpPolicy } }',
        {},
        { token: first.token },
      );
      expect(body.data?.teamSettings.signUpPolicy).toBe('OPEN');
    } finally {
      await after.close();
    }
  });
});
