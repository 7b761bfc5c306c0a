// 3. kill -9 during acknowledged writes: every acknowledged write is there after a restart.
import fs from 'node:fs';
import { gql, signUp, sleep, tempDataDir, uniqueEmail } from '../support/crmServer.ts';
import { report } from './verdicts.ts';
import { startServer, stopServer } from './soakServer.ts';

export async function killDuringWrites() {
  const dataDir = tempDataDir();
  let server = await startServer(dataDir);
  const { token } = await signUp(server.url, uniqueEmail('kill'));
  const acknowledged: Array<{ id: string; notes: string }> = [];
  for (let round = 0; round < 4; round++) {
    const writing = (async () => {
      for (let i = 0; ; i++) {
        const notes = `round ${round} write ${i}`;
        try {
          const { body } = await gql<{ saveCustomer: { id: string } }>(
            server.url,
            'mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
            {
              input: {
                fname: 'Kill',
                lname: 'Nine',
                email: 'kill@example.com',
                phone: '555 0100 200',
                address: '9 Signal Road',
                notes,
              },
            },
            { token },
          );
          if (body.data?.saveCustomer) acknowledged.push({ id: body.data.saveCustomer.id, notes });
        } catch {
          return;
        }
      }
    })();
    await sleep(700 + round * 300);
    await stopServer(server, 'SIGKILL');
    await writing;
    server = await startServer(dataDir);
  }
  const { body } = await gql<{ customers: Array<{ id: string; notes: string }> }>(
    server.url,
    '{ customers(filter: ALL) { id notes } }',
    {},
    { token },
  );
  const stored = new Map(body.data!.customers.map((c) => [c.id, c.notes]));
  const lost = acknowledged.filter((write) => stored.get(write.id) !== write.notes).length;
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
  report(
    'kill -9 during acknowledged writes (4 kills)',
    `${acknowledged.length} acknowledged, ${lost} lost`,
    lost === 0 && acknowledged.length > 0,
  );
}

// ---- 4. slow readers ----------------------------------------------------------------------------------------
