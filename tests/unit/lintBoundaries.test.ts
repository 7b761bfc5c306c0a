// The lint's boundaries rule holds the layers (docs/architecture.md#layers): throwaway imports that run the wrong
// way must fail it, and imports that follow the layers must pass. Linted as text under a made-up file name; nothing is
// written. An import only counts once it resolves, so each points at a file that exists (the first in its folder).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from '@jest/globals';

/** The first TypeScript file in `folder` (from the repository root), as `folder/name`. */
function fileIn(folder: string): string {
  const name = fs
    .readdirSync(folder)
    .filter((entry) => /\.tsx?$/.test(entry))
    .sort()[0];
  if (!name) throw new Error(`No TypeScript file in ${folder}`);
  return `${folder}/${name}`;
}

/**
 * An import of each of `targets` from `filePath`, the file that the text is linted as (all from the repository root).
 */
function probe(filePath: string, targets: string[]) {
  const specifier = (target: string) => {
    const relative = path.posix.relative(path.posix.dirname(filePath), target);
    return relative.startsWith('.') ? relative : `./${relative}`;
  };
  return { filePath, code: targets.map((target) => `export * from '${specifier(target)}';`).join('\n') };
}

const probes = {
  sharedToApp: probe('web/src/shared/lintProbe.ts', [fileIn('web/src/app')]),
  featureToFeature: probe('web/src/features/dashboard/lintProbe.ts', [fileIn('web/src/features/import')]),
  domainToStore: probe('server/domain/lintProbe.ts', [fileIn('server/stores/sqlite')]),
  featureAlongTheLayers: probe('web/src/features/customers/lintProbe.ts', [
    fileIn('web/src/shared'),
    fileIn('web/src/features/customers'),
    'server/domain/validation.ts',
    'server/limits.ts',
  ]),
  storeAlongTheLayers: probe('server/stores/lintProbe.ts', [fileIn('server/domain'), 'server/log.ts']),
  buildToApp: probe('web/build/lintProbe.ts', [fileIn('web/src/shared')]),
  appToBuild: probe('web/src/app/lintProbe.ts', [fileIn('web/build')]),
  buildAlongTheLayers: probe('web/build/lintProbe.ts', [fileIn('web/build')]),
};
/** The boundaries errors of each probe. */
const errors: Partial<Record<keyof typeof probes, string[]>> = {};

beforeAll(async () => {
  const names = Object.keys(probes) as (keyof typeof probes)[];
  // One process lints them all: loading the config is most of the time.
  const { stdout } = await promisify(execFile)(process.execPath, [
    'tests/support/lintText.mjs',
    JSON.stringify(names.map((name) => probes[name])),
  ]);
  const answers = JSON.parse(stdout) as { ruleId: string | null; message: string }[][];
  names.forEach((name, index) => {
    errors[name] = answers[index]!.filter(({ ruleId }) => ruleId === 'boundaries/dependencies').map(
      ({ message }) => message,
    );
  });
}, 180_000);

describe('the import boundaries', () => {
  it('refuse shared importing from app', () => {
    expect(errors.sharedToApp).toEqual([
      expect.stringMatching(/^web-shared may not import web-app \('\.\.\/app\/.+'\)/),
    ]);
  });

  it('refuse one feature importing another', () => {
    expect(errors.featureToFeature).toEqual([
      expect.stringMatching(/^web-feature may not import web-feature \('\.\.\/import\/.+'\)/),
    ]);
  });

  it('refuse the server domain importing a store', () => {
    expect(errors.domainToStore).toEqual([
      expect.stringMatching(/^server-domain may not import server-stores \('\.\.\/stores\/sqlite\/.+'\)/),
    ]);
  });

  it('keep the build and the web app apart, both ways', () => {
    expect(errors.buildToApp).toEqual([
      expect.stringMatching(/^web-build may not import web-shared \('\.\.\/src\/shared\/.+'\)/),
    ]);
    expect(errors.appToBuild).toEqual([
      expect.stringMatching(/^web-app may not import web-build \('\.\.\/\.\.\/build\/.+'\)/),
    ]);
  });

  it('let imports that follow the layers pass', () => {
    expect(errors.featureAlongTheLayers).toEqual([]);
    expect(errors.storeAlongTheLayers).toEqual([]);
    expect(errors.buildAlongTheLayers).toEqual([]);
  });
});
