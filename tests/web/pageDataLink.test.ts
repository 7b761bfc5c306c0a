// The answers a page was sent with (web/src/app/pageDataLink.ts), with the app's real Apollo Client against a real
// server: a query asked as the page opens is answered from the page, once, without a request, and one the first screen
// prefetches goes into the cache at once; after signing out (Apollo's store cleared) an answer no screen took is not
// given to whoever signs in next on the same page.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TagsDocument } from '../../web/src/shared/tags/tagDocuments.ts';
import { TeammatesDocument } from '../../web/src/shared/teammates.ts';
import { prefetchQuery } from '../../web/src/shared/earlyQuery.ts';
import { browserSession, signUp, startServer, type TestServer } from './support/crm.tsx';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** The page's data block as the server writes it, with the team of someone who has since signed out. */
function pageSentTo(email: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'page-data';
  block.textContent = JSON.stringify([
    {
      operationName: 'Teammates',
      variables: {},
      answer: {
        data: {
          me: { __typename: 'User', uid: 'first-person' },
          teammates: [{ __typename: 'Teammate', uid: 'first-person', email, active: true }],
        },
      },
    },
  ]);
  document.body.append(block);
}

describe("a page's answers", () => {
  it('answer the query the page opens with, once, without asking the server', async () => {
    const { token } = await signUp(server);
    pageSentTo('first.person@example.com');
    const { crm, requests } = browserSession(server, token);
    const first = await crm.client.query({ query: TeammatesDocument, fetchPolicy: 'network-only' });
    expect(first.data?.teammates.map((teammate) => teammate.email)).toEqual(['first.person@example.com']);
    expect(requests).toEqual([]);
    const again = await crm.client.query({ query: TeammatesDocument, fetchPolicy: 'network-only' });
    expect(requests).toEqual(['Teammates']);
    expect(again.data?.teammates.map((teammate) => teammate.email)).not.toContain('first.person@example.com');
    await crm.dispose();
  });

  it("go into the cache as the page's first screen prefetches them, in the same task, without a request", async () => {
    const { token } = await signUp(server);
    pageSentTo('prefetched.person@example.com');
    const { crm, requests } = browserSession(server, token);
    const prefetched = prefetchQuery(crm.client, TeammatesDocument);
    const cached = crm.client.readQuery({ query: TeammatesDocument });
    expect(cached?.teammates.map((teammate) => teammate.email)).toEqual(['prefetched.person@example.com']);
    await expect(prefetched).resolves.toMatchObject({ teammates: [{ email: 'prefetched.person@example.com' }] });
    expect(requests).toEqual([]);
    // Once: the next prefetch asks the server.
    await prefetchQuery(crm.client, TeammatesDocument);
    expect(requests).toEqual(['Teammates']);
    await crm.dispose();
  });

  it('are dropped when the store is cleared, as signing out does: the next person gets their own team', async () => {
    const next = await signUp(server);
    pageSentTo('first.person@example.com');
    const { crm, requests } = browserSession(server, next.token);
    // The page's first query reads the block; the teammates (a section this role did not see) are not asked for.
    await crm.client.query({ query: TagsDocument, fetchPolicy: 'network-only' });
    await crm.client.clearStore();
    const teammates = await crm.client.query({ query: TeammatesDocument, fetchPolicy: 'network-only' });
    expect(requests).toEqual(['Tags', 'Teammates']);
    const emails = teammates.data?.teammates.map((teammate) => teammate.email);
    expect(emails).toContain(next.email);
    expect(emails).not.toContain('first.person@example.com');
    await crm.dispose();
  });
});
