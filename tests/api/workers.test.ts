import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, signUp, startTestCrm, tempDataDir, type TestCrm } from '../support/crmServer.ts';

interface Worker {
  id: string;
  name: string;
  phones: string[];
  email: string;
  birthday: string | null;
  photoUrl: string | null;
}
const workersQuery = 'query($search: String) { workers(search: $search) { id name phones email birthday photoUrl } }';
const jpegMagic = Buffer.from([0xff, 0xd8, 0xff]);

describe('workers on the demo seed', () => {
  let crm: TestCrm;
  let token: string;
  beforeAll(async () => {
    crm = await startTestCrm();
    ({ token } = await signUp(crm.url));
  });
  afterAll(() => crm.dispose());
  const workers = async (search?: string) =>
    (await gql<{ workers: Worker[] }>(crm.url, workersQuery, { search }, { token })).body.data!.workers;

  it('lists at least 12 demo workers with one to three phones, an email, a birthday and a photo', async () => {
    const all = await workers();
    expect(all.length).toBeGreaterThanOrEqual(12);
    for (const worker of all) {
      expect(worker.name).not.toBe('');
      expect(worker.phones.length).toBeGreaterThanOrEqual(1);
      expect(worker.phones.length).toBeLessThanOrEqual(3);
      expect(worker.email).toMatch(/@/);
      expect(worker.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(worker.photoUrl).toBe(`/photos/workers/${worker.id}`);
    }
  });

  it('searches by name or email, case-insensitively, and not by phone', async () => {
    expect((await workers('SOFIA')).map((w) => w.name)).toEqual(['Sofia Martinez']);
    expect((await workers('liam.carter@')).map((w) => w.name)).toEqual(['Liam Carter']);
    expect(await workers('+1 415')).toEqual([]);
  });

  it('serves photos as JPEG to signed-in users, with an ETag that answers 304', async () => {
    const [first] = await workers();
    const response = await fetch(`${crm.url}${first!.photoUrl}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(jpegMagic);
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${crm.url}${first!.photoUrl}`, {
      headers: { cookie: `crm_session=${token}`, 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it('refuses photos to visitors and answers 404 for an unknown worker', async () => {
    const [first] = await workers();
    expect((await fetch(`${crm.url}${first!.photoUrl}`)).status).toBe(401);
    expect(
      (await fetch(`${crm.url}/photos/workers/nobody`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(404);
  });
});

describe('workers import', () => {
  it('imports Firestore-shaped documents tolerantly and serves them', async () => {
    const dataDir = tempDataDir();
    const photo = fs.readFileSync(path.join('server/stores/sqlite/demo/demo-ava-thompson.jpg'));
    const file = path.join(dataDir, 'workers.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        w1: {
          name: 'Timestamp Person',
          phones: ['111', '222', '333', '444'],
          email: 'ts@example.com',
          birthday: { _seconds: 631152000, _nanoseconds: 0 },
          image: photo.toString('base64'),
        },
        w2: {
          name: 'Data Url Person',
          email: 'du@example.com',
          birthday: '1999-12-31',
          image: `data:image/jpeg;base64,${photo.toString('base64')}`,
        },
        w3: { name: 'Sparse Person' },
      }),
    );
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'server/tools/importWorkers.ts', file], {
      env: { ...process.env, CRM_DATA_DIR: dataDir },
    });
    expect(stdout).toContain('Imported 3 workers (2 with photos)');

    const crm = await startTestCrm({ CRM_DATA_DIR: dataDir, CRM_SEED_DEMO: 'false' });
    try {
      const { token } = await signUp(crm.url);
      const { body } = await gql<{ workers: Worker[] }>(crm.url, workersQuery, {}, { token });
      expect(body.data!.workers).toEqual([
        {
          id: 'w2',
          name: 'Data Url Person',
          phones: [],
          email: 'du@example.com',
          birthday: '1999-12-31',
          photoUrl: '/photos/workers/w2',
        },
        { id: 'w3', name: 'Sparse Person', phones: [], email: '', birthday: null, photoUrl: null },
        {
          id: 'w1',
          name: 'Timestamp Person',
          phones: ['111', '222', '333', '444'],
          email: 'ts@example.com',
          birthday: '1990-01-01',
          photoUrl: '/photos/workers/w1',
        },
      ]);
      const served = await fetch(`${crm.url}/photos/workers/w2`, { headers: { authorization: `Bearer ${token}` } });
      expect(Buffer.from(await served.arrayBuffer())).toEqual(photo);
    } finally {
      await crm.dispose();
    }
  });
});
