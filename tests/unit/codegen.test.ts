// Generated code must match schema.graphql and the web's documents: regenerated in memory and compared.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';

describe('generated code', () => {
  it('is current (run `npm run codegen` when this fails)', async () => {
    const result = await promisify(execFile)('npx', ['tsx', 'tests/support/checkCodegen.ts']).catch(
      (error: { stdout: string; stderr: string }) => error,
    );
    expect(result.stderr.replace(/npm warn.*\n?/g, '')).toBe('');
    expect(result.stdout).toMatch(/Generated code is current \(\d+ files\)/);
  }, 60_000);
});
