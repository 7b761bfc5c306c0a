// POST /client-errors: the web app's failures reach the server's log as one warn line, capped and without customer
// data; bad, oversized, cross-site and too frequent reports are refused and log nothing.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { clientErrorLimits } from '../../server/limits.ts';
import { startTestCrm, type TestCrm } from '../support/crmServer.ts';

describe('POST /client-errors', () => {
  let crm: TestCrm;
  const lines: string[] = [];
  const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  let spies: Array<{ mockRestore(): void }> = [];
  beforeAll(async () => {
    crm = await startTestCrm();
    spies = [
      jest.spyOn(console, 'warn').mockImplementation(capture),
      jest.spyOn(console, 'error').mockImplementation(capture),
    ];
  });
  afterAll(async () => {
    for (const spy of spies) spy.mockRestore();
    await crm.dispose();
  });

  async function report(body: string, headers: Record<string, string> = {}) {
    lines.length = 0;
    const response = await fetch(`${crm.url}/client-errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    return { status: response.status, text: await response.text(), retryAfter: response.headers.get('retry-after') };
  }

  it('logs a report as one warn line, its addresses without query strings and its message without customer data', async () => {
    const stack = `TypeError: x is undefined\n    at render (${crm.url}/assets/CustomersPage-abc.js?v=1:10:5)\n${'    at deeper (/assets/x.js:1:1)\n'.repeat(50)}`;
    const { status } = await report(
      JSON.stringify({
        message: `Loading the customer failed: ada.lovelace@example.com at +44 20 7946 0958 ${'x'.repeat(5000)}`,
        stack,
        route: '/dashboard/customers?search=Lovelace#top',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
        password: 'hunter2',
      }),
    );
    expect(status).toBe(204);
    expect(lines).toHaveLength(1);
    const [line] = lines as [string];
    expect(line).toMatch(
      / WARN client error [0-9a-f-]{36} on \/dashboard\/customers: Loading the customer failed: \[email\] at \[number\] x+ at TypeError/,
    );
    expect(line).toContain(`${crm.url}/assets/CustomersPage-abc.js:10:5`);
    expect(line).toContain('Chrome/140');
    for (const secret of ['Lovelace', 'ada.lovelace', '7946', '?v=1', 'hunter2', '\n'])
      expect(line).not.toContain(secret);
    expect(line.match(/x{2,}/)![0].length).toBeLessThan(clientErrorLimits.messageChars);
    expect(line.match(/ \| /g)).toHaveLength(clientErrorLimits.stackFrames - 1);
  });

  it.each([
    ['not JSON', '{bad', 'The report is not valid JSON.'],
    ['not an object', '[1,2]', 'The report must be a JSON object.'],
    ['without a message', JSON.stringify({ route: '/dashboard' }), 'The report needs a message (text).'],
    [
      'without a route',
      JSON.stringify({ message: 'x' }),
      'The report needs the route the failure happened at (a path starting with /).',
    ],
    [
      'with a stack that is not text',
      JSON.stringify({ message: 'x', route: '/', stack: { a: 1 } }),
      'The report’s stack must be text.',
    ],
  ])('refuses a report %s with a 400 saying why, and logs nothing', async (_name, body, message) => {
    expect(await report(body)).toMatchObject({ status: 400, text: message });
    expect(lines).toEqual([]);
  });

  it('refuses a report over the size limit with a 413', async () => {
    const body = JSON.stringify({ message: 'x', route: '/', stack: 'y'.repeat(clientErrorLimits.bodyBytes) });
    expect(await report(body)).toMatchObject({
      status: 413,
      text: `The report is larger than the limit of ${clientErrorLimits.bodyBytes / 1024} KB.`,
    });
    expect(lines).toEqual([]);
  });

  it('refuses a report from another site, or not sent as JSON', async () => {
    const body = JSON.stringify({ message: 'x', route: '/' });
    expect(await report(body, { origin: 'https://evil.example' })).toMatchObject({ status: 403 });
    expect(await report(body, { 'content-type': 'text/plain' })).toMatchObject({ status: 415 });
    expect(lines).toEqual([]);
  });

  it('refuses a client past its reports a minute with a 429 and when to try again', async () => {
    const body = JSON.stringify({ message: 'again', route: '/dashboard' });
    let answer = await report(body);
    for (let sent = 1; answer.status !== 429 && sent <= clientErrorLimits.perMinute; sent++)
      answer = await report(body);
    expect(answer).toMatchObject({
      status: 429,
      text: `Too many error reports from this address: the limit is ${clientErrorLimits.perMinute} a minute.`,
    });
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(lines).toEqual([]);
  });
});
