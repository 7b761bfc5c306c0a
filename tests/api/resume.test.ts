// A feed you can resume (docs/collaboration.md): a client that reconnects with the cursor of the last set it got gets
// only what it missed, also from a restarted server on the same data folder; a cursor the server cannot use gets the
// whole list.
import fs from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { resumeMarginMs } from '../../server/domain/customers/liveCustomerList.ts';
import { collect, gql, signUp, startTestCrm, wsClient } from '../support/crmServer.ts';

const changes = `subscription ($after: String) {
  customerChanges(filter: ACTIVE, after: $after) { initial complete cursor changes { type customer { id notes } } }
}`;
interface Sets {
  customerChanges: {
    initial: boolean;
    complete: boolean;
    cursor: string;
    changes: Array<{ type: string; customer: { id: string; notes: string } }>;
  };
}
const save = 'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }';

describe('customerChanges(after:)', () => {
  it('sends a client back after a server restart only the customers changed since its cursor', async () => {
    const first = await startTestCrm();
    let second: Awaited<ReturnType<typeof startTestCrm>> | null = null;
    try {
      const { token, email } = await signUp(first.url);
      const input = {
        fname: 'Marie',
        lname: 'Curie',
        email: 'marie@example.com',
        phone: '555 010 0700',
        address: '11 Radium Row',
      };
      const ids: string[] = [];
      for (let i = 0; i < 5; i++)
        ids.push(
          (
            await gql<{ saveCustomer: { id: string } }>(
              first.url,
              save,
              { input: { ...input, fname: `Marie ${i}` } },
              { token },
            )
          ).body.data!.saveCustomer.id,
        );

      // Written well before the cursor: a resume resends what was written just before it (resumeMarginMs).
      await new Promise((resolve) => setTimeout(resolve, resumeMarginMs + 200));
      const before = wsClient(first.url, { token });
      const feed = collect<Sets>(before.client, changes);
      const [whole] = await feed.until(1);
      expect(whole!.data!.customerChanges).toMatchObject({ initial: true, complete: true });
      expect(whole!.data!.customerChanges.changes).toHaveLength(5);
      const cursor = whole!.data!.customerChanges.cursor;
      await before.client.dispose();
      await first.close();

      // The server comes back on the same data folder; meanwhile one customer was edited.
      second = await startTestCrm({ CRM_DATA_DIR: first.dataDir });
      const signedIn = await gql<{ signIn: { token: string } }>(
        second.url,
        'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { token } }',
        { email, password: 'secret123' },
      );
      const again = signedIn.body.data!.signIn.token;
      await gql(
        second.url,
        save,
        { input: { ...input, id: ids[2], fname: 'Marie 2', notes: 'Nobel twice' } },
        { token: again },
      );

      const after = wsClient(second.url, { token: again });
      const resumed = collect<Sets>(after.client, changes, { after: cursor });
      const [missed] = await resumed.until(1);
      expect(missed!.data!.customerChanges).toMatchObject({
        initial: false,
        complete: true,
        changes: [{ type: 'MODIFIED', customer: { id: ids[2], notes: 'Nobel twice' } }],
      });

      const lost = collect<Sets>(after.client, changes, { after: 'no-such-cursor' });
      const [fresh] = await lost.until(1);
      expect(fresh!.data!.customerChanges).toMatchObject({ initial: true, complete: true });
      expect(fresh!.data!.customerChanges.changes).toHaveLength(5);
      await after.client.dispose();
    } finally {
      // The first server is closed halfway; one that failed before then is closed here.
      if (second) await second.close();
      else await first.close().catch(() => undefined);
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  });
});
