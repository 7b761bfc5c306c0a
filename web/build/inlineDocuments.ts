// Each `graphql(`…`)` call in the app becomes its document, written where it is called, from what `npm run codegen`
// generated (web/src/gql/graphql.ts, fragments included). The generated `graphql()` looks every document up in one
// table, so every page's first download held all of the app's documents; written in place, each comes with the
// module that uses it (docs/decisions/documents-where-used.md).
import { parse, type DocumentNode } from 'graphql';
import type { Plugin } from 'vite';

/** A call of the generated `graphql()` with its document's text, as the codegen reads them: no interpolation. */
const graphqlCall = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

/** `generated`: the generated module's exports, by name (its documents, named `…Document` and `…FragmentDoc`). */
export function inlineDocuments(generated: Record<string, unknown>): Plugin {
  const byDefinition = new Map<string, DocumentNode>();
  const keyOf = (document: DocumentNode) => {
    const [first] = document.definitions;
    return first && 'name' in first && first.name ? `${first.kind} ${first.name.value}` : undefined;
  };
  for (const value of Object.values(generated)) {
    const document = value as DocumentNode;
    if (document?.kind !== 'Document') continue;
    const key = keyOf(document);
    if (key) byDefinition.set(key, document);
  }
  return {
    name: 'crm:inline-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !code.includes('graphql(`')) return undefined;
      const inlined = code.replace(graphqlCall, (call, text: string) => {
        const key = keyOf(parse(text));
        const document = key && byDefinition.get(key);
        if (!document)
          throw new Error(`${id}: no generated document for ${key ?? 'an unnamed one'}; run npm run codegen`);
        // JSON.parse of a string is quicker to load than the same object written out; the lines stay where they were.
        return `JSON.parse(${JSON.stringify(JSON.stringify(document))})${'\n'.repeat(call.split('\n').length - 1)}`;
      });
      return { code: inlined, map: null };
    },
  };
}
