// The login page (web/build/loginPage.ts): index.html with the login entry in place of the dashboard's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { loginPage } from '../../../web/build/loginPage.ts';
import { hookOf } from './fixtures.ts';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-web-'));
const login = path.join(webRoot, 'login.html');
afterEach(() => fs.rmSync(path.join(webRoot, 'index.html'), { force: true }));

describe('the login page', () => {
  it('is index.html with src/login.tsx as its entry', () => {
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      '<div id="root"></div><script type="module" src="/src/main.tsx"></script>',
    );
    const plugin = loginPage(webRoot);
    expect(hookOf(plugin, 'resolveId')(login)).toBe(login);
    expect(hookOf(plugin, 'resolveId')('/src/main.tsx')).toBeUndefined();
    expect(hookOf(plugin, 'load')(login)).toBe(
      '<div id="root"></div><script type="module" src="/src/login.tsx"></script>',
    );
  });

  it('stops the build when index.html names no main entry to replace', () => {
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<script type="module" src="/src/app.tsx"></script>');
    expect(() => hookOf(loginPage(webRoot), 'load')(login)).toThrow('web/index.html names no /src/main.tsx to replace');
  });
});
