// The lint keeps schema.graphql documented for administrators reading GraphiQL: the schema as it is passes, and the
// same text with a description taken away, or written inline,
// fails. Linted as text under the schema's name; nothing is written.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from '@jest/globals';

const schema = fs.readFileSync('schema.graphql', 'utf8');
const removePasskeyDescription = /\n {2}"""\n {2}Removes one of the viewer's passkeys[^]*?"""\n(?= {2}removePasskey\()/;

const probes = {
  asItIs: schema,
  withoutDescription: schema.replace(removePasskeyDescription, '\n'),
  withInlineDescription: schema.replace('  """\n  Z to A, large to small.\n  """\n', '  "Z to A, large to small."\n'),
};
/** The messages of each probe, as rule: message. */
const messages: Partial<Record<keyof typeof probes, string[]>> = {};

beforeAll(async () => {
  const names = Object.keys(probes) as (keyof typeof probes)[];
  const texts = names.map((name) => ({ filePath: 'schema.graphql', code: probes[name] }));
  const linting = promisify(execFile)(process.execPath, ['tests/support/lintText.mjs'], {
    maxBuffer: 16 * 1024 * 1024,
  });
  linting.child.stdin!.end(JSON.stringify(texts));
  const { stdout } = await linting;
  const answers = JSON.parse(stdout) as { ruleId: string | null; message: string }[][];
  names.forEach((name, index) => {
    messages[name] = answers[index]!.map(({ ruleId, message }) => `${ruleId}: ${message}`);
  });
}, 180_000);

describe('the schema lint', () => {
  it('passes the schema as it is', () => {
    expect(probes.withoutDescription).not.toBe(schema);
    expect(probes.withInlineDescription).not.toBe(schema);
    expect(messages.asItIs).toEqual([]);
  });

  it('refuses a field without a description', () => {
    expect(messages.withoutDescription).toEqual([
      '@graphql-eslint/require-description: Description is required for field "removePasskey" in type "Mutation"',
    ]);
  });

  it('refuses an inline description', () => {
    expect(messages.withInlineDescription).toEqual([
      '@graphql-eslint/description-style: Unexpected inline description for enum value "DESC" in enum "SortDirection"',
    ]);
  });
});
