import fs from 'node:fs';
import path from 'node:path';
import type { WorkerRecord } from '../../domain/workers/worker.ts';
import { projectRoot } from '../../paths.ts';
import type { SqliteWorkerStore } from './sqliteWorkerStore.ts';

type DemoWorker = Omit<WorkerRecord, 'photo'>;

/** Demo contacts for an empty embedded store (CRM_SEED_DEMO); their photos sit beside this file as <id>.jpg. */
export const demoWorkers: readonly DemoWorker[] = [
  {
    id: 'demo-ava-thompson',
    name: 'Ava Thompson',
    phones: ['+1 415 555 0132', '+1 415 555 0178'],
    email: 'ava.thompson@example.com',
    birthday: '1988-03-14',
  },
  {
    id: 'demo-liam-carter',
    name: 'Liam Carter',
    phones: ['+1 212 555 0190'],
    email: 'liam.carter@example.com',
    birthday: '1991-07-02',
  },
  {
    id: 'demo-sofia-martinez',
    name: 'Sofia Martinez',
    phones: ['+34 612 555 014', '+34 913 555 220', '+34 699 555 871'],
    email: 'sofia.martinez@example.com',
    birthday: '1985-11-23',
  },
  {
    id: 'demo-noah-kim',
    name: 'Noah Kim',
    phones: ['+82 10 5550 1234'],
    email: 'noah.kim@example.com',
    birthday: '1993-01-30',
  },
  {
    id: 'demo-emma-schneider',
    name: 'Emma Schneider',
    phones: ['+49 151 5550 7788', '+49 30 5550 1200'],
    email: 'emma.schneider@example.com',
    birthday: '1979-05-09',
  },
  {
    id: 'demo-lucas-oliveira',
    name: 'Lucas Oliveira',
    phones: ['+55 11 95550 4321'],
    email: 'lucas.oliveira@example.com',
    birthday: '1990-09-17',
  },
  {
    id: 'demo-mia-rossi',
    name: 'Mia Rossi',
    phones: ['+39 347 555 0199', '+39 06 5550 3344', '+39 333 555 1020'],
    email: 'mia.rossi@example.com',
    birthday: '1987-12-05',
  },
  {
    id: 'demo-ethan-walker',
    name: 'Ethan Walker',
    phones: ['+44 7700 900123'],
    email: 'ethan.walker@example.com',
    birthday: '1995-04-21',
  },
  {
    id: 'demo-yael-cohen',
    name: 'Yael Cohen',
    phones: ['+972 52 555 0147', '+972 3 555 0188'],
    email: 'yael.cohen@example.com',
    birthday: '1992-08-11',
  },
  {
    id: 'demo-omar-haddad',
    name: 'Omar Haddad',
    phones: ['+971 50 555 0166'],
    email: 'omar.haddad@example.com',
    birthday: '1983-02-27',
  },
  {
    id: 'demo-chloe-dubois',
    name: 'Chloé Dubois',
    phones: ['+33 6 55 50 12 34', '+33 1 55 50 98 76'],
    email: 'chloe.dubois@example.com',
    birthday: '1996-06-08',
  },
  {
    id: 'demo-kenji-sato',
    name: 'Kenji Sato',
    phones: ['+81 90 5550 2468', '+81 3 5550 1357', '+81 80 5550 9753'],
    email: 'kenji.sato@example.com',
    birthday: '1981-10-19',
  },
];

export function demoPhotoFolder(): string {
  return path.join(projectRoot(), 'server/stores/sqlite/demo');
}

/** Writes the demo workers with their photos; returns how many were written. */
export function seedDemoWorkers(store: SqliteWorkerStore): number {
  const folder = demoPhotoFolder();
  store.put(
    demoWorkers.map((worker) => {
      const file = path.join(folder, `${worker.id}.jpg`);
      return { ...worker, photo: fs.existsSync(file) ? fs.readFileSync(file) : null };
    }),
  );
  return demoWorkers.length;
}
