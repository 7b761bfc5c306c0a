// Webhooks survive a crash: server processes killed with SIGKILL right after their writes, before (or while) the
// events go out, lose none of them; a process started later on the same data folder delivers what they left.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { tempDataDir } from '../support/crmServer.ts';
import { startServerProcess } from '../support/serverProcess.ts';
import { must, signUp } from '../support/team.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhookReceiver.ts';

const kills = 4;
const writesPerProcess = 3;

describe('webhooks after SIGKILL', () => {
  const dataDir = tempDataDir();
  const env = {
    CRM_DATA_DIR: dataDir,
    CRM_WEBHOOKS_ALLOW_PRIVATE: 'true',
    CRM_SEED_DEMO: 'false',
    CRM_WEBHOOK_RETRY_SECONDS: '0.2,0.2,0.2,0.2,0.2',
  };
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`delivers every event written by ${kills} processes killed after their writes (0 lost)`, async () => {
    const written: string[] = [];
    let token = '';
    for (let round = 0; round < kills; round++) {
      const server = await startServerProcess(env);
      try {
        if (!token) {
          token = (await signUp(server.url)).token;
          const { createWebhook } = await must<{ createWebhook: { secret: string } }>(
            server.url,
            'mutation ($url: String!) { createWebhook(url: $url, events: ["customer.created"]) { secret } }',
            { url: receiver.url },
            token,
          );
          receiver.secret = createWebhook.secret;
        }
        for (let n = 0; n < writesPerProcess; n++) {
          const input = {
            fname: `Crash${round}`,
            lname: `Write${n}`,
            email: `crash${round}-${n}@example.com`,
            phone: `555 020 ${round}${n}00`,
            address: '1 Kill St',
          };
          const saved = await must<{ saveCustomer: { id: string } }>(
            server.url,
            'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
            { input },
            token,
          );
          written.push(saved.saveCustomer.id);
        }
      } finally {
        // The write is acknowledged; the process dies before (or while) its events go out.
        const exited = new Promise((resolve) => server.child.once('exit', resolve));
        server.child.kill('SIGKILL');
        await exited;
      }
    }
    const deliveredBeforeRestart = new Set(
      receiver.received.filter((r) => r.answered === 200).map((r) => r.data.customer.id),
    ).size;

    const last = await startServerProcess(env);
    try {
      // A process killed mid-send holds its claim until it runs out (25 s at most).
      await receiver.until(
        (received) => written.every((id) => received.some((r) => r.answered === 200 && r.data.customer.id === id)),
        45_000,
      );
    } finally {
      await last.stop();
    }
    const delivered = new Set(receiver.received.map((r) => r.data.customer.id));
    const lost = written.filter((id) => !delivered.has(id));
    console.log(
      `webhooks after SIGKILL: ${written.length} events written by ${kills} killed processes, ${deliveredBeforeRestart} delivered before the restart, ${lost.length} lost`,
    );
    expect(lost).toEqual([]);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
  }, 120_000);
});
