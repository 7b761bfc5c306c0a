// Scheduled, verified backups of the embedded store (CRM_BACKUP_DIR, CRM_BACKUP_EVERY, CRM_BACKUP_KEEP), and a restore
// as the README walks through it: a new data folder holding the latest backup serves what was written before it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { readConfig } from '../../server/config.ts';
import { listBackups } from '../../server/stores/sqlite/backups.ts';
import { databaseFileName } from '../../server/stores/sqlite/database.ts';
import { gql, signInMutation, signUp, startTestCrm, tempDataDir, uniqueEmail } from '../support/crmServer.ts';

const waitUntil = async (condition: () => boolean, what: string, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('scheduled backups of the embedded store', () => {
  it('reads CRM_BACKUP_EVERY and CRM_BACKUP_KEEP, refusing bad values by name', () => {
    expect(readConfig({ CRM_BACKUP_DIR: '/backups' }).backup).toEqual({
      dir: '/backups',
      everyMs: 86_400_000,
      keep: 7,
    });
    expect(readConfig({ CRM_BACKUP_DIR: '/backups', CRM_BACKUP_EVERY: '30m', CRM_BACKUP_KEEP: '3' }).backup).toEqual({
      dir: '/backups',
      everyMs: 1_800_000,
      keep: 3,
    });
    expect(readConfig({}).backup).toBeNull();
    expect(() => readConfig({ CRM_BACKUP_DIR: '/b', CRM_BACKUP_EVERY: 'daily' })).toThrow(
      /^CRM_BACKUP_EVERY: must be a duration/,
    );
    expect(() => readConfig({ CRM_BACKUP_DIR: '/b', CRM_BACKUP_KEEP: '0' })).toThrow(
      /^CRM_BACKUP_KEEP: must be a whole number/,
    );
  });

  it('writes a verified backup every period, keeps the latest ones, and a restored one serves what was written before it', async () => {
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-backups-'));
    const crm = await startTestCrm({ CRM_BACKUP_DIR: backupDir, CRM_BACKUP_EVERY: '1s', CRM_BACKUP_KEEP: '2' });
    const password = 'secret123';
    const { token, email } = await signUp(crm.url, uniqueEmail('backup'), password);
    const input = {
      fname: 'Backed',
      lname: 'Up',
      email: 'backed.up@example.com',
      phone: '+1 212 555 0123',
      address: '1 Backup Road',
    };
    const { body } = await gql<{ saveCustomer: { id: string } }>(
      crm.url,
      'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
      { input },
      { token },
    );
    const id = body.data!.saveCustomer.id;
    const written = Date.now();
    let made = 0;
    let last = '';
    try {
      // Three turns after the write: each leaves a new file, and only the latest two stay.
      await waitUntil(() => {
        const files = listBackups(backupDir);
        if (files.at(-1) !== last) {
          last = files.at(-1) ?? '';
          if (last && fs.statSync(last).mtimeMs > written) made += 1;
        }
        return made >= 3;
      }, 'three backups');
      expect(listBackups(backupDir)).toHaveLength(2);
    } finally {
      await crm.dispose();
    }
    // Once stopped (no backup half-written), the folder holds the kept backups and nothing else: no -wal or -shm files.
    expect(fs.readdirSync(backupDir).sort()).toEqual(listBackups(backupDir).map((file) => path.basename(file)));

    // Restore: a data folder holding the latest backup as its store.
    const restoredDir = tempDataDir();
    fs.copyFileSync(listBackups(backupDir).at(-1)!, path.join(restoredDir, databaseFileName));
    const restored = await startTestCrm({ CRM_DATA_DIR: restoredDir });
    try {
      const signedIn = await gql<{ signIn: { token: string } }>(restored.url, signInMutation, { email, password });
      const again = signedIn.body.data!.signIn.token;
      const { body: read } = await gql<{ customer: Record<string, unknown> }>(
        restored.url,
        'query One($id: ID!) { customer(id: $id) { fname lname email address } }',
        { id },
        { token: again },
      );
      expect(read.data!.customer).toEqual({
        fname: 'Backed',
        lname: 'Up',
        email: 'backed.up@example.com',
        address: '1 Backup Road',
      });
    } finally {
      await restored.dispose();
      fs.rmSync(backupDir, { recursive: true, force: true });
    }
  }, 60_000);
});
