// Each `graphql()` call of the app is built as its generated document, written where it is called
// (web/build/inlineDocuments.ts): the same document Apollo would have been given, on the same lines, and a call with no
// generated document stops the build.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { inlineDocuments } from '../../../web/build/inlineDocuments.ts';
import * as generated from '../../../web/src/gql/graphql.ts';
import { fakeContext, hookOf } from './fixtures.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const tasksModule = path.join(root, 'web/src/features/tasks/taskDocuments.ts');
const transform = (code: string, id: string) =>
  hookOf(inlineDocuments(generated), 'transform').call(fakeContext(), code, id) as { code: string } | undefined;

/** The documents a built module holds, in order. */
const documentsIn = (code: string): unknown[] =>
  [...code.matchAll(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/g)].map((match) => JSON.parse(JSON.parse(match[1]!) as string));

describe("the app's documents", () => {
  it('are built where they are called, each the generated one with its fragments, on the lines they were written on', () => {
    const source = fs.readFileSync(tasksModule, 'utf8');
    const built = transform(source, tasksModule)!.code;
    expect(built).not.toMatch(/\bgraphql\(/);
    expect(built.split('\n')).toHaveLength(source.split('\n').length);
    const documents = documentsIn(built);
    expect(documents).toHaveLength(source.match(/\bgraphql\(/g)!.length);
    expect(documents.slice(0, 3)).toEqual([
      generated.TaskFieldsFragmentDoc,
      generated.TaskGroupsDocument,
      generated.CustomerTasksDocument,
    ]);
  });

  it('leave a module without a call as it is', () => {
    expect(transform('export const answer = 42;\n', path.join(root, 'web/src/answer.ts'))).toBeUndefined();
  });

  it('stop the build at a call the codegen has not generated', () => {
    expect(() =>
      transform('const Doc = graphql(`\n  query NoSuchQuery {\n    me { uid }\n  }\n`);\n', tasksModule),
    ).toThrow('no generated document for OperationDefinition NoSuchQuery; run npm run codegen');
  });
});
