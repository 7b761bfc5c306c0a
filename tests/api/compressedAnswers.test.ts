// GraphQL answers over HTTP as they cross the wire: compressed by the client's Accept-Encoding (brotli, else gzip),
// as they are for a client that accepts neither, and a whole customer list over 1 MiB sent as it is.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestCrm, tempDataDir, type TestCrm } from '../support/crmServer.ts';
import { decoded, rawRequest } from '../support/rawHttp.ts';
import { seedCustomers } from '../support/seedCustomers.ts';

interface RawAnswer {
  encoding: string | undefined;
  /** The body as sent (not decompressed) */
  sent: Buffer;
  /** The body decompressed */
  json: unknown;
}

/** A POST /graphql that keeps the body as it crossed the wire. */
async function post(url: string, token: string, query: string, acceptEncoding: string | null): Promise<RawAnswer> {
  const response = await rawRequest(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding }),
    },
    body: JSON.stringify({ query }),
  });
  return {
    encoding: response.headers['content-encoding'],
    sent: response.body,
    json: JSON.parse(decoded(response).toString('utf8')),
  };
}

const dashboardQuery = '{ customerStats { active removed addedThisWeek weeks { weekStart added removed } } }';
const listQuery = '{ customers(filter: ALL) { id fname lname email phone address notes status } }';
const seeded = 6000;

describe('GraphQL answers over HTTP', () => {
  let crm: TestCrm;
  let token: string;
  beforeAll(async () => {
    const dataDir = tempDataDir();
    await seedCustomers(dataDir, seeded);
    crm = await startTestCrm({ CRM_DATA_DIR: dataDir });
    ({ token } = await signUp(crm.url));
  }, 60_000);
  afterAll(() => crm.dispose());

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])(
    'come %s-compressed to a client accepting %s, the same answer as sent plain to one accepting neither',
    async (encoding, accepted) => {
      const plain = await post(crm.url, token, dashboardQuery, null);
      expect(plain.encoding).toBeUndefined();
      expect(plain.json).toMatchObject({ data: { customerStats: { active: seeded } } });
      expect(plain.sent.length).toBeGreaterThan(1024);

      const compressed = await post(crm.url, token, dashboardQuery, accepted);
      expect(compressed.encoding).toBe(encoding);
      expect(compressed.json).toEqual(plain.json);
      expect(compressed.sent.length).toBeLessThan(plain.sent.length / 4);
    },
  );

  it('sends a whole customer list over 1 MiB as it is, kept once for every caller', async () => {
    const list = await post(crm.url, token, listQuery, 'gzip, deflate, br');
    expect(list.encoding).toBeUndefined();
    expect(list.sent.length).toBeGreaterThan(1024 * 1024);
    expect((list.json as { data: { customers: unknown[] } }).data.customers).toHaveLength(seeded);
  });
});
