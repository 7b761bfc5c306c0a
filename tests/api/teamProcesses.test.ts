// Leaving means leaving on every server process: a member deactivated, or a device signed out, through one process
// loses the live sockets it holds on another within 2 s, on one SQLite data folder and on one Firestore emulator alike.
import { afterAll, describe, expect, it } from '@jest/globals';
import { collect, gql, signInMutation, startTestCrm, wsClient } from '../support/crmServer.ts';
import {
  startInProcessEmulator,
  uniqueProjectId,
  useEmulator,
  type FirestoreEmulator,
} from '../support/firestoreEmulator.ts';
import { startServerProcess } from '../support/serverProcess.ts';
import { createApiKey, deactivate, joinAs, must, signUp } from '../support/team.ts';

let emulator: FirestoreEmulator | null = null;
afterAll(async () => {
  await emulator?.stop();
});

describe.each(['sqlite', 'firestore'])('two server processes on one %s store', (store) => {
  it('closes the sockets of a deactivated member, and of a device signed out, on the other process within 2 s', async () => {
    const env: Record<string, string> = {};
    if (store === 'firestore') {
      emulator ??= await startInProcessEmulator();
      useEmulator(emulator);
      const project = uniqueProjectId();
      process.env.GOOGLE_CLOUD_PROJECT = project;
      Object.assign(env, {
        CRM_STORE: 'firestore',
        FIRESTORE_EMULATOR_HOST: emulator.host,
        GOOGLE_CLOUD_PROJECT: project,
        METADATA_SERVER_DETECTION: 'none',
      });
    }
    const here = await startTestCrm(env);
    // Local accounts live in the data folder's SQLite file, which both processes open.
    const there = await startServerProcess({ ...env, CRM_DATA_DIR: here.dataDir });
    try {
      const owner = await signUp(here.url);
      const leaver = await joinAs(here.url, owner.token, 'ADMIN');
      const key = await createApiKey(here.url, leaver.token, 'VIEWER');
      const sockets = [wsClient(there.url, { token: leaver.token }), wsClient(there.url, { token: key.secret })];
      for (const socket of sockets)
        await collect(socket.client, 'subscription { customerChanges { initial } }').until(1, 10_000);

      const started = Date.now();
      await deactivate(here.url, owner.token, leaver.uid);
      const closes = await Promise.all(
        sockets.map((socket) => socket.closed.then(({ code }) => ({ code, ms: Date.now() - started }))),
      );
      expect(closes.map(({ code }) => code)).toEqual([4401, 4401]);
      for (const { ms } of closes) expect(ms).toBeLessThan(2000);
      // Logged for the figures: time from the deactivation's answer to the other process closing the sockets.
      console.log(
        `${store}: sockets on the other process closed ${closes.map(({ ms }) => `${ms} ms`).join(', ')} after deactivation`,
      );

      expect(
        (await gql<{ me: unknown }>(there.url, '{ me { uid } }', {}, { token: leaver.token })).body.data?.me,
      ).toBeNull();
      expect(
        (await gql(there.url, '{ customers { id } }', {}, { token: key.secret })).body.errors?.[0]?.extensions?.code,
      ).toBe('UNAUTHENTICATED');
      const signIn = await gql(there.url, signInMutation, { email: leaver.email, password: 'secret123' });
      expect(signIn.body.errors?.[0]?.extensions?.code).toBe('auth/user-disabled');
      for (const socket of sockets) await socket.client.dispose();

      // A device signed out from another through this process: its socket on the other process closes within 2 s.
      const laptop = await gql<{ signIn: { token: string } }>(here.url, signInMutation, {
        email: owner.email,
        password: 'secret123',
      });
      const lost = wsClient(there.url, { token: laptop.body.data!.signIn.token });
      await collect(lost.client, 'subscription { customerChanges { initial } }').until(1, 10_000);
      const { mySessions } = await must<{ mySessions: Array<{ id: string; current: boolean; createdAt: string }> }>(
        here.url,
        '{ mySessions { id current createdAt } }',
        {},
        owner.token,
      );
      const other = mySessions
        .filter(({ current }) => !current)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
      const ended = Date.now();
      await must(here.url, 'mutation ($id: ID!) { endSession(id: $id) }', { id: other.id }, owner.token);
      const { code } = await lost.closed;
      expect({ code, within2s: Date.now() - ended < 2000 }).toEqual({ code: 4401, within2s: true });
      console.log(
        `${store}: a session ended through one process closed its socket on the other ${Date.now() - ended} ms later`,
      );
      await lost.client.dispose();
    } finally {
      await there.stop();
      await here.dispose();
    }
  }, 60_000);
});
