// The embedded store on a full disk: a write answers a clear DISK_FULL error, /readyz says the disk is full, and
// writes resume as soon as there is room, with none of the acknowledged ones lost. The data folder is a small tmpfs,
// which only root may mount: elsewhere the test is skipped.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, signUp, startTestCrm, type TestCrm } from '../support/crmServer.ts';

const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-full-'));
let mounted = false;
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mountPoint], { stdio: 'ignore' });
  mounted = true;
} catch {
  // Not root: no small filesystem to fill.
}

const save = `mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id } }`;
const customer = (n: number) => ({
  fname: 'Disk',
  lname: `Full${n}`,
  email: `full${n}@example.com`,
  phone: '+1 212 555 0100',
  address: `${n} Full Street`,
  notes: 'x'.repeat(4000),
});

(mounted ? describe : describe.skip)('a full disk under the embedded store', () => {
  let crm: TestCrm;
  let token: string;
  const filler = path.join(mountPoint, 'filler');
  beforeAll(async () => {
    crm = await startTestCrm({ CRM_DATA_DIR: path.join(mountPoint, 'data'), CRM_SEED_DEMO: 'false' });
    ({ token } = await signUp(crm.url));
    // Room to free later.
    fs.writeFileSync(filler, Buffer.alloc(1024 * 1024));
  });
  afterAll(async () => {
    await crm?.dispose();
    execFileSync('umount', [mountPoint]);
    fs.rmSync(mountPoint, { recursive: true, force: true });
  });

  it('answers DISK_FULL, says so on /readyz, and takes writes again once there is room', async () => {
    expect((await fetch(`${crm.url}/readyz`)).status).toBe(200);
    const saved: string[] = [];
    let refused: { message: string; extensions?: Record<string, unknown> } | undefined;
    for (let n = 0; n < 2000 && !refused; n++) {
      const { body } = await gql<{ saveCustomer: { id: string } }>(crm.url, save, { input: customer(n) }, { token });
      if (body.data) saved.push(body.data.saveCustomer.id);
      else refused = body.errors![0];
    }
    expect(refused).toMatchObject({
      message: 'The server’s disk is full: the change was not saved. Try again once space has been freed.',
      extensions: { code: 'DISK_FULL' },
    });
    const full = await fetch(`${crm.url}/readyz`);
    expect(full.status).toBe(503);
    expect(await full.json()).toMatchObject({ status: 'unavailable', store: 'disk full' });

    fs.rmSync(filler);
    const after: boolean[] = [];
    for (let n = 0; n < 20; n++) {
      const { body } = await gql<{ saveCustomer: { id: string } }>(
        crm.url,
        save,
        { input: { ...customer(10_000 + n), notes: '' } },
        { token },
      );
      after.push(Boolean(body.data));
      if (body.data) saved.push(body.data.saveCustomer.id);
    }
    expect(after.filter(Boolean)).toHaveLength(20);
    expect((await fetch(`${crm.url}/readyz`)).status).toBe(200);
    // Every acknowledged write is there.
    const { body } = await gql<{ customers: Array<{ id: string }> }>(
      crm.url,
      '{ customers(filter: ALL) { id } }',
      {},
      { token },
    );
    expect(new Set(body.data!.customers.map(({ id }) => id))).toEqual(new Set(saved));
  }, 120_000);
});
