// Apollo Client as installed (patches/@apollo+client+4.3.8.patch), with the app's client against a real server: a
// query the page watches without a poll interval starts no timer as it is subscribed (a task of a page's start per
// query, docs/decisions/patched-apollo-polling-timer.md), and a polled one still asks the server again each interval.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { TeammatesDocument } from '../../web/src/shared/teammates.ts';
import { browserSession, signUp, startServer, type TestServer } from './support/crm.tsx';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('a watched query', () => {
  it('without a poll interval starts no timer as it is subscribed', async () => {
    const { token } = await signUp(server);
    const { crm } = browserSession(server, token);
    await crm.client.query({ query: TeammatesDocument });
    const timers = jest.spyOn(window, 'setTimeout');
    try {
      const watched = crm.client.watchQuery({ query: TeammatesDocument, fetchPolicy: 'cache-only' });
      const shown = new Promise((resolve) => watched.subscribe(resolve));
      expect(timers).not.toHaveBeenCalled();
      await expect(shown).resolves.toMatchObject({ data: { teammates: [expect.anything()] } });
    } finally {
      timers.mockRestore();
    }
    await crm.dispose();
  });

  it('with a poll interval asks the server again each interval until it is unsubscribed', async () => {
    const { token } = await signUp(server);
    const { crm, requests } = browserSession(server, token);
    const watched = crm.client.watchQuery({ query: TeammatesDocument, pollInterval: 100 });
    const subscription = watched.subscribe(() => undefined);
    const askedSoFar = () => requests.filter((name) => name === 'Teammates').length;
    // Three requests: the first and two polls (however long a busy machine takes to answer each).
    for (const deadline = Date.now() + 10_000; askedSoFar() < 3 && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 50));
    subscription.unsubscribe();
    const asked = askedSoFar();
    expect(asked).toBeGreaterThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(askedSoFar()).toBe(asked);
    await crm.dispose();
  });
});
