// Each patch in patches/ (applied by patch-package at install, docs/decisions/patched-table-scrollbar-measure.md) was
// made for one version of its package: a lock or an install naming another version fails here, before anything ships.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const root = path.resolve(import.meta.dirname, '../../..');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string }>;
};
const patches = fs.readdirSync(path.join(root, 'patches')).filter((file) => file.endsWith('.patch'));

/** `@rc-component+table+1.11.1.patch` as its package and version. */
function patched(file: string) {
  const match = /^(.+)\+([^+]+)\.patch$/.exec(file);
  if (!match) throw new Error(`patches/${file} is not named <package>+<version>.patch`);
  return { name: match[1]!.replaceAll('+', '/'), version: match[2]! };
}

describe('the patches in patches/', () => {
  it('exist', () => {
    expect(patches).not.toEqual([]);
  });

  it.each(patches)('%s names the version locked and installed', (file) => {
    const { name, version } = patched(file);
    const installed = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect({ locked: lock.packages[`node_modules/${name}`]?.version, installed: installed.version }).toEqual({
      locked: version,
      installed: version,
    });
  });

  it('run at every install, failing it on a patch that does not apply or a version that differs', () => {
    const { scripts, devDependencies } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    expect(scripts!.postinstall).toBe('patch-package --error-on-fail --error-on-warn');
    expect(devDependencies!['patch-package']).toBeDefined();
  });
});
