// What a screen's code brings with it, in the build browsers get: a customer's page, which has no form, loads no
// form-validation library (server/domain/fieldRules.ts holds what the domain's shared modules need without yup), and
// the screens with a form still do. Each module a chunk imports is followed as the browser would.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const assets = path.resolve('dist/web/assets');

/** The script of the chunk a screen's module starts, by the module's name. */
function screenScript(module: string): string {
  const name = fs.readdirSync(assets).find((file) => new RegExp(`^${module}-[\\w-]+\\.js$`).test(file));
  if (!name) throw new Error(`the build has no chunk for ${module}: run npm run build`);
  return name;
}

/** The code of every script `script` imports statically, all the way down, itself included, by file. */
function staticClosure(script: string): Map<string, string> {
  const seen = new Map<string, string>();
  const pending = [script];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    const code = fs.readFileSync(path.join(assets, file), 'utf8');
    seen.set(file, code);
    // Static imports only: `import{…}from"./x.js"` and `import"./x.js"`, not import(`./x.js`).
    for (const [, imported] of code.matchAll(/\bimport(?:\{[^}]*\}from|[\w$\s*,{}]*from)?\s*["']\.\/([^"']+\.js)["']/g))
      pending.push(imported!);
  }
  return seen;
}

/** Whether any of `scripts` holds yup (its error class names itself in its code). */
const holdsYup = (scripts: Map<string, string>) =>
  [...scripts.values()].some((code) => code.includes('ValidationError'));

describe("a screen's scripts", () => {
  it("bring no form validation to a customer's page, and do to the customer form", () => {
    expect(holdsYup(staticClosure(screenScript('CustomerDetailsPage')))).toBe(false);
    expect(holdsYup(staticClosure(screenScript('CustomerFormPage')))).toBe(true);
  });
});
