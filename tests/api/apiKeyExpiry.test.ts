// An API key's open socket closes when the key expires, as one does when the key is revoked
// (server/http/sessionSockets.ts), rather than at the next periodic check a minute later.
import { describe, expect, it } from '@jest/globals';
import { collect, gql, sleep, wsClient, type TestCrm } from '../support/crmServer.ts';
import { crmWithOwner, createApiKey, type Person } from '../support/team.ts';

const changes = 'subscription { customerChanges { initial changes { customer { fname } } } }';
const save = 'mutation ($input: CustomerInput!) { saveCustomer(input: $input) { id } }';
const customer = (fname: string) => ({
  fname,
  lname: 'Expiry',
  email: `${fname.toLowerCase()}@example.com`,
  phone: '555 010 3000',
  address: '2 Expiry Road',
});

describe('an expiring API key', () => {
  let crm: TestCrm;
  let owner: Person;
  crmWithOwner((running) => ({ crm, owner } = running));

  it('has its open socket closed with 4401 once it expires, and receives no change made after', async () => {
    const expiresAt = Date.now() + 2000;
    const key = await createApiKey(crm.url, owner.token, 'VIEWER', new Date(expiresAt).toISOString());
    const socket = wsClient(crm.url, { token: key.secret });
    const feed = collect<{ customerChanges: { initial: boolean } }>(socket.client, changes);
    try {
      await feed.until(1);
      await gql(crm.url, save, { input: customer('Before') }, { token: owner.token });
      await feed.until(2);

      await sleep(Math.max(0, expiresAt - Date.now()));
      // Within a few seconds of the expiry, not at the periodic check a minute later.
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the expired key’s socket stayed open')), 5000).unref(),
      );
      expect((await Promise.race([socket.closed, timeout])).code).toBe(4401);
      await gql(crm.url, save, { input: customer('After') }, { token: owner.token });
      expect(feed.results).toHaveLength(2);
    } finally {
      await socket.client.dispose();
    }
  });
});
