// Webhook URLs are checked on every way in: creating one and changing its URL both refuse an address a public service
// could not be at, in any spelling, with the field's message, and leave the webhooks as they were.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, startTestCrm, type TestCrm } from '../support/crmServer.ts';
import { must, signUp, type Person } from '../support/team.ts';

const createWebhook =
  'mutation Create($url: String!, $events: [String!]!) { createWebhook(url: $url, events: $events) { webhook { id url } } }';
const updateWebhook = 'mutation Update($id: ID!, $url: String) { updateWebhook(id: $id, url: $url) { id url } }';
const refused = { code: 'BAD_USER_INPUT', fields: { url: 'Webhooks cannot be sent to private or loopback addresses' } };

const spellings = [
  'http://[::127.0.0.1]/hook',
  'http://[::ffff:7f00:1]/hook',
  'http://[64:ff9b::7f00:1]/hook',
  'http://[2002:7f00:1::]/hook',
  'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook',
  'http://[fec0::1]/hook',
  'http://198.18.0.1/hook',
  'http://192.0.0.8/hook',
  'http://2130706433/hook',
  'http://0177.0.0.1/hook',
  'http://0x7f.1/hook',
];

describe('webhook addresses in every spelling', () => {
  let crm: TestCrm;
  let owner: Person;
  let webhookId: string;
  const publicUrl = 'https://8.8.8.8/hook';
  beforeAll(async () => {
    crm = await startTestCrm();
    owner = await signUp(crm.url);
    const created = await must<{ createWebhook: { webhook: { id: string } } }>(
      crm.url,
      createWebhook,
      { url: publicUrl, events: ['customer.created'] },
      owner.token,
    );
    webhookId = created.createWebhook.webhook.id;
  }, 30_000);
  afterAll(() => crm.dispose());

  const listed = async () =>
    (await must<{ webhooks: Array<{ id: string; url: string }> }>(crm.url, '{ webhooks { id url } }', {}, owner.token))
      .webhooks;

  it.each(spellings)('createWebhook refuses %s', async (url) => {
    const { body } = await gql(crm.url, createWebhook, { url, events: ['customer.created'] }, { token: owner.token });
    expect(body.errors?.[0]?.extensions).toMatchObject(refused);
    expect(await listed()).toEqual([{ id: webhookId, url: publicUrl }]);
  });

  it.each(spellings)('updateWebhook refuses %s and keeps the URL it had', async (url) => {
    const { body } = await gql(crm.url, updateWebhook, { id: webhookId, url }, { token: owner.token });
    expect(body.errors?.[0]?.extensions).toMatchObject(refused);
    expect(await listed()).toEqual([{ id: webhookId, url: publicUrl }]);
  });
});
