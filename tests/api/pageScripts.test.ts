// The script the build writes into the app's pages (server/domain/pageScripts.ts) as browsers get it: each page, in
// every language and with or without a session, holds that one inline script, and the Content-Security-Policy sent
// with it allows it by its hash. A page with an inline script the policy does not name would run none of it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { paths } from '../../web/src/shared/routes.ts';
import { signUp, startTestCrm, type TestCrm } from '../support/crmServer.ts';
import { decoded, rawGet } from '../support/rawHttp.ts';

describe("the app's pages' own script", () => {
  let crm: TestCrm;
  let cookie: string;

  beforeAll(async () => {
    if (!fs.existsSync(path.resolve('dist/web/index.html')))
      throw new Error('The web app is not built: run `npm run build` (npm test does this first).');
    crm = await startTestCrm();
    cookie = `crm_session=${(await signUp(crm.url)).token}`;
  });
  afterAll(() => crm.dispose());

  it('is allowed by its hash on every page, in every language, and no other inline script is there', async () => {
    const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    for (const [address, headers] of [
      [paths.login, {}],
      [paths.login, { 'accept-language': 'ja' }],
      [paths.contacts, { cookie }],
      [paths.customers, { cookie }],
      [paths.customerDetails('OZ2w0rHXjljeSajPCGjt'), { cookie, 'accept-language': 'ar' }],
    ] as const) {
      const response = await rawGet(`${crm.url}${address}`, { 'accept-encoding': 'br', ...headers });
      const page = decoded(response).toString();
      // Every script element but those with a source and the page's data block, which is never run.
      const inline = [
        ...page.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
      ].map((match) => match[1]!);
      expect([address, inline.length]).toEqual([address, 1]);
      const scriptSources = /script-src ([^;]+)/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
      expect(scriptSources.split(' ')).toContain(sha256(inline[0]!));
    }
  });
});
