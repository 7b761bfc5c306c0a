// Workers on every store: read from the source's own documents, photos served with their ETag.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from '@jest/globals';
import { photoEtag, type WorkerRecord } from '../../../server/domain/workers/worker.ts';
import type { FreshStore } from './freshStore.ts';

export function workerStoreContract(fresh: FreshStore): void {
  const photo = fs.readFileSync(path.join('server/stores/sqlite/demo/demo-ava-thompson.jpg'));
  const records: WorkerRecord[] = [
    {
      id: 'w-zed',
      name: 'zed Quinn',
      phones: ['+1 555 0101', '+1 555 0102'],
      email: 'zed@example.com',
      birthday: '1990-01-01',
      photo,
    },
    { id: 'w-amy', name: 'Amy Stone', phones: [], email: 'amy@example.com', birthday: null, photo: null },
    { id: 'w-bob', name: 'Bob Marsh', phones: ['555 0199'], email: '', birthday: '1985-06-30', photo: null },
  ];

  it('lists workers without their photos, and serves each photo with its ETag', async () => {
    const { store } = fresh;
    await store.putWorkers(records);
    // The order is the service's (server/domain/ordering.ts), not the store's.
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect((await store.workers.list()).sort(byId)).toEqual([
      { id: 'w-amy', name: 'Amy Stone', phones: [], email: 'amy@example.com', birthday: null, hasPhoto: false },
      { id: 'w-bob', name: 'Bob Marsh', phones: ['555 0199'], email: '', birthday: '1985-06-30', hasPhoto: false },
      {
        id: 'w-zed',
        name: 'zed Quinn',
        phones: ['+1 555 0101', '+1 555 0102'],
        email: 'zed@example.com',
        birthday: '1990-01-01',
        hasPhoto: true,
      },
    ]);
    expect(await store.workers.photo('w-zed')).toEqual({ jpeg: photo, etag: photoEtag(photo) });
    expect(await store.workers.photo('w-amy')).toBeNull();
    expect(await store.workers.photo('nobody')).toBeNull();
  });
}
