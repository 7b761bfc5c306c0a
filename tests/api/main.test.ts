// The server as `npm start` runs it: one start-up line with the URL and the store, nothing secret in its
// output, and a clean exit on SIGTERM that tells each live socket to connect again.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { gql, signInMutation, signUpMutation, sleep, tempDataDir } from '../support/crmServer.ts';
import { waitFor } from '../support/waitFor.ts';
import { startServerProcess } from '../support/serverProcess.ts';

describe('server/main.ts', () => {
  it('prints where it runs, keeps passwords and tokens out of its logs, and exits cleanly on SIGTERM', async () => {
    const dataDir = tempDataDir();
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
      env: { ...process.env, PORT: '0', CRM_DATA_DIR: dataDir, CRM_LOG_QUIET: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const deadline = Date.now() + 30_000;
      while (!/is running at/.test(output)) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`no start-up line:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const line = output.split('\n').find((text) => text.includes('is running at'))!;
      expect(line).toMatch(
        /Staff CRM is running at http:\/\/localhost:\d+ \(listening on http:\/\/127\.0\.0\.1:\d+; store: SQLite at .*crm\.sqlite; accounts: local\)/,
      );
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line)![1]!;
      expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });

      const password = 'Very-Secret-Password-42';
      const signedUp = await gql<{ signUp: { token: string } }>(url, signUpMutation, {
        email: 'logs@example.com',
        password,
        repeatPassword: password,
      });
      const token = signedUp.body.data!.signUp.token;
      await gql(url, signInMutation, { email: 'logs@example.com', password: 'Wrong-Password-99' });
      await gql(url, '{ customers { id } }', {}, { token: 'forged-token-value' });
      await gql(url, 'query { nope }', {}, { token });

      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      for (const secret of [password, 'Wrong-Password-99', token, 'forged-token-value'])
        expect(output).not.toContain(secret);
      expect(output.match(/is running at/g)).toHaveLength(1);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('on SIGTERM tells each socket to connect again (1012) and exits only once the client has answered, so nothing cuts that frame off', async () => {
    const { server, exited, stopped } = await serverToStop();
    const socket = await handWrittenSocket(server.url);
    try {
      await socket.handshake();
      server.child.kill('SIGTERM');
      await socket.toldToTryAgain();

      // The process waits for the answer: the connection stays open and the process runs.
      await sleep(300);
      expect(socket.ended()).toBe(false);
      expect(server.child.exitCode).toBeNull();

      // Then the server closes the connection and exits.
      socket.answerClose();
      await waitFor(socket.ended, 'the server to close the connection', 10_000);
      expect(await exited).toBe(0);
    } finally {
      socket.destroy();
      stopped();
    }
  }, 60_000);

  it('on SIGTERM also tells a socket whose handshake arrives while the process waits for the others to answer', async () => {
    const { server, exited, stopped } = await serverToStop();
    const open = await handWrittenSocket(server.url);
    // Connected before the stop (new connections are refused once it begins), its handshake sent after.
    const late = await handWrittenSocket(server.url);
    try {
      await open.handshake();
      server.child.kill('SIGTERM');
      await open.toldToTryAgain();
      await late.handshake();
      await late.toldToTryAgain();
      open.answerClose();
      late.answerClose();
      await waitFor(() => open.ended() && late.ended(), 'the server to close both connections', 10_000);
      expect(await exited).toBe(0);
    } finally {
      open.destroy();
      late.destroy();
      stopped();
    }
  }, 60_000);
});

/** The product in a process of its own on a fresh data folder, for a test that stops it: `stopped` cleans up after. */
async function serverToStop() {
  const dataDir = tempDataDir();
  const server = await startServerProcess({ CRM_DATA_DIR: dataDir });
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
  const stopped = () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { server, exited, stopped };
}

/**
 * A WebSocket client written out by hand on a connection made now, so its answer to the server's close can wait
 * (libraries answer at once) and its handshake can come later.
 */
async function handWrittenSocket(url: string) {
  const socket = net.connect(Number(new URL(url).port), '127.0.0.1');
  let received = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
  let ended = false;
  socket.once('close', () => (ended = true));
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  const headEnd = () => received.indexOf('\r\n\r\n');
  const frames = () => received.subarray(headEnd() + 4);
  return {
    ended: () => ended,
    destroy: () => socket.destroy(),
    async handshake() {
      const headers = [
        'GET /graphql HTTP/1.1',
        'Host: 127.0.0.1',
        'Upgrade: websocket',
        'Connection: Upgrade',
        'Sec-WebSocket-Version: 13',
      ];
      headers.push(
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
        'Sec-WebSocket-Protocol: graphql-transport-ws',
      );
      socket.write(`${headers.join('\r\n')}\r\n\r\n`);
      await waitFor(() => headEnd() >= 0 || ended, 'the upgrade', 10_000);
      expect(received.subarray(0, Math.max(0, headEnd())).toString()).toMatch(/^HTTP\/1\.1 101 /);
    },
    /** The server's close frame: FIN and opcode 8, a short unmasked payload that starts with the code. */
    async toldToTryAgain() {
      await waitFor(() => frames().length >= 4 || ended, 'a close frame', 10_000);
      expect(frames().subarray(0, 1).toString('hex')).toBe('88');
      expect(frames().readUInt16BE(2)).toBe(1012);
    },
    /** The client's answer, masked as a client's frames are. */
    answerClose() {
      const mask = randomBytes(4);
      const payload = Buffer.from([0x03, 0xf4]).map((byte, index) => byte ^ mask[index % 4]!);
      socket.write(Buffer.concat([Buffer.from([0x88, 0x80 | payload.length]), mask, payload]));
    },
  };
}
