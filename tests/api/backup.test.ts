// npm run backup: an online copy of the embedded store, taken while the server runs, that a server can start from.
import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gql, signInMutation, signUp, startTestCrm, tempDataDir } from '../support/crmServer.ts';

const run = promisify(execFile);
const backup = (args: string[], dataDir: string) =>
  run(process.execPath, ['--import', 'tsx', 'server/tools/backup.ts', ...args], {
    env: { ...process.env, CRM_DATA_DIR: dataDir },
  });

describe('npm run backup', () => {
  it('copies the store while the server runs, and a server started on the copy has its accounts and customers', async () => {
    const live = await startTestCrm();
    const copyDir = tempDataDir();
    try {
      const { token, email } = await signUp(live.url);
      const saved = await gql<{ saveCustomer: { id: string } }>(
        live.url,
        'mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
        {
          input: {
            fname: 'Ada',
            lname: 'Lovelace',
            email: 'ada@example.com',
            phone: '555 0100 200',
            address: '12 Analytical Row',
          },
        },
        { token },
      );
      const file = path.join(copyDir, 'crm.sqlite');
      const { stdout } = await backup([file], live.dataDir);
      expect(stdout).toMatch(/^Backed up .*crm\.sqlite to .*: \d+ pages, 1 customers\.\n$/);

      const restored = await startTestCrm({ CRM_DATA_DIR: copyDir });
      try {
        expect((await gql(restored.url, signInMutation, { email, password: 'secret123' })).body.errors).toBeUndefined();
        const customer = await gql<{ customer: { fname: string } | null }>(
          restored.url,
          'query($id: ID!) { customer(id: $id) { fname } }',
          { id: saved.body.data!.saveCustomer.id },
          { token },
        );
        expect(customer.body.data?.customer?.fname).toBe('Ada');
      } finally {
        await restored.close();
      }
    } finally {
      await live.dispose();
      fs.rmSync(copyDir, { recursive: true, force: true });
    }
  });

  it('says what is wrong, and writes nothing, without a file name or over an existing file', async () => {
    const dataDir = tempDataDir();
    try {
      await expect(backup([], dataDir)).rejects.toMatchObject({
        code: 1,
        stderr: 'backup failed: Name the file to write: npm run backup -- <file>\n',
      });
      const existing = path.join(dataDir, 'taken.sqlite');
      fs.writeFileSync(existing, 'mine');
      await expect(backup([existing], dataDir)).rejects.toMatchObject({ code: 1 });
      expect(fs.readFileSync(existing, 'utf8')).toBe('mine');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
