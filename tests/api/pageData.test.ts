// A customer's page, sent to someone signed in, holds the answers to the screen's first queries, run as that person
// (server/http/pageData.ts), and the customer rendered in its frame with what comes first below the fields: the
// queries the build listed, with the record's id, compressed as sent and kept by no cache; a value cannot end the data
// block; a removed customer keeps the frame as built; a session that has ended gets the page without answers.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestCrm, type TestCrm } from '../support/crmServer.ts';
import { decoded, rawGet } from '../support/rawHttp.ts';
import { joinAs, must } from '../support/team.ts';

const webDir = path.resolve('dist/web');
const save = 'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { id } }';

interface Answer {
  operationName: string;
  variables: Record<string, unknown>;
  answer: { data: Record<string, never> };
}

const dataBlock = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/;

const pageOf = async (url: string, cookie: string, encoding = 'identity') => {
  const response = await rawGet(url, { cookie, 'accept-encoding': encoding });
  const html = decoded(response).toString('utf8');
  const block = dataBlock.exec(html);
  return {
    response,
    html,
    /** The page without its answers: what the frame renders */
    frame: html.replace(dataBlock, ''),
    answers: block ? (JSON.parse(block[1]!) as Answer[]) : undefined,
  };
};

describe("a customer's page with its answers in it", () => {
  let crm: TestCrm;
  let owner: { token: string; email: string };

  beforeAll(async () => {
    if (!fs.existsSync(path.join(webDir, 'frames', 'customerdetails-id.queries.json')))
      throw new Error('The web app is not built: run `npm run build` (npm test does this first).');
    crm = await startTestCrm();
    owner = await signUp(crm.url);
  });
  afterAll(() => crm.dispose());

  const saveCustomer = async (notes: string) =>
    (
      await must<{ saveCustomer: { id: string } }>(
        crm.url,
        save,
        {
          input: {
            fname: 'Grace',
            lname: 'Paged',
            email: 'grace.paged@example.com',
            phone: '555 010 0199',
            address: '7 Page Road',
            notes,
          },
        },
        owner.token,
      )
    ).saveCustomer.id;

  it("answers each query the build listed, with the customer's id, as the person asking, compressed and kept by no cache", async () => {
    const id = await saveCustomer('Prefers mornings');
    const listed = JSON.parse(
      fs.readFileSync(path.join(webDir, 'frames', 'customerdetails-id.queries.json'), 'utf8'),
    ) as Array<{ operationName: string }>;
    const { response, answers } = await pageOf(
      `${crm.url}/dashboard/customerdetails/${id}`,
      `crm_session=${owner.token}`,
      'br, gzip',
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(answers?.map((answer) => answer.operationName)).toEqual(listed.map((query) => query.operationName));
    const byName = new Map(answers!.map((answer) => [answer.operationName, answer]));
    expect(byName.get('Customer')).toMatchObject({
      variables: { id },
      answer: { data: { customer: { id, email: 'grace.paged@example.com', notes: 'Prefers mornings' } } },
    });
    expect(byName.get('CurrentUser')?.answer.data).toMatchObject({ me: { email: owner.email, role: 'OWNER' } });
    expect(byName.get('CustomerTimeline')?.variables).toMatchObject({ customerId: id });
    // The frame holds the customer as the page renders it: the name for its title, the fields below.
    const { html } = await pageOf(`${crm.url}/dashboard/customerdetails/${id}`, `crm_session=${owner.token}`);
    expect(html).toContain('<h1 class="page-title">Grace Paged</h1>');
    expect(html).toContain('<a href="mailto:grace.paged@example.com">grace.paged@example.com</a>');
    // In the visitor's language, as the page around it.
    const german = decoded(
      await rawGet(`${crm.url}/dashboard/customerdetails/${id}`, {
        cookie: `crm_session=${owner.token}`,
        'accept-language': 'de',
      }),
    ).toString('utf8');
    expect(german).toContain('<html lang="de" dir="ltr">');
    expect(german).toContain('<th scope="row" class="ui-descriptions-label">E-Mail</th>');

    // A viewer reads the same customer as themselves.
    const viewer = await joinAs(crm.url, owner.token, 'VIEWER');
    const asViewer = await pageOf(`${crm.url}/dashboard/customerdetails/${id}`, `crm_session=${viewer.token}`);
    const me = asViewer.answers?.find((answer) => answer.operationName === 'CurrentUser');
    expect(me?.answer.data).toMatchObject({ me: { email: viewer.email, role: 'VIEWER' } });
  });

  it("holds what comes first below the fields, the customer's tasks among them, unless a task shows a due time", async () => {
    const id = await saveCustomer('');
    const page = `${crm.url}/dashboard/customerdetails/${id}`;
    const addTask = (input: Record<string, unknown>) =>
      must(
        crm.url,
        'mutation Add($input: TaskInput!) { createTask(input: $input) { id } }',
        { input: { customerId: id, ...input } },
        owner.token,
      );
    expect((await pageOf(page, `crm_session=${owner.token}`)).frame).toContain(
      '<p class="task-none">No open tasks about this customer.</p>',
    );
    await addTask({ title: 'Send the brochure' });
    const { frame } = await pageOf(page, `crm_session=${owner.token}`);
    expect(frame).toContain('Send the brochure');
    expect(frame).toContain('Back to list');
    // The reader's time zone, which a due time is shown in, is the browser's: those rows come with the app.
    await addTask({ title: 'Call back', dueAt: '2030-01-02T09:30:00Z' });
    const withDueTime = (await pageOf(page, `crm_session=${owner.token}`)).frame;
    expect(withDueTime).toContain('<a href="mailto:grace.paged@example.com">grace.paged@example.com</a>');
    expect(withDueTime).not.toContain('Send the brochure');
    expect(withDueTime).not.toContain('Call back');
  });

  it('keeps a value that spells the end of a script inside the data block, and gives it back whole', async () => {
    const notes = '</script><script>alert("paged")</script><!-- $& $\' $` $$';
    const id = await saveCustomer(notes);
    const { html, answers } = await pageOf(`${crm.url}/dashboard/customerdetails/${id}`, `crm_session=${owner.token}`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--"');
    const customer = answers?.find((answer) => answer.operationName === 'Customer');
    expect(customer?.answer.data).toMatchObject({ customer: { notes } });
  });

  it('keeps the frame as built for a removed customer, whose page shows its notice above the fields', async () => {
    const id = await saveCustomer('');
    await must(crm.url, 'mutation Remove($id: ID!) { removeCustomer(id: $id) { id } }', { id }, owner.token);
    const { html, answers } = await pageOf(`${crm.url}/dashboard/customerdetails/${id}`, `crm_session=${owner.token}`);
    expect(answers?.find((answer) => answer.operationName === 'Customer')?.answer.data).toMatchObject({
      customer: { id, status: false },
    });
    expect(html).toContain('<h1 class="page-title">Customer details</h1>');
    expect(html).not.toContain('grace.paged@example.com</a>');
  });

  it('sends the page without answers to a session that has ended', async () => {
    const id = await saveCustomer('');
    const { response, html, answers } = await pageOf(
      `${crm.url}/dashboard/customerdetails/${id}`,
      'crm_session=a-session-that-ended',
    );
    expect(response.status).toBe(200);
    expect(html).toContain('first-frame');
    expect(answers).toBeUndefined();
  });
});
