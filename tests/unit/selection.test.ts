// selectsField: whether a request asked for a field under the one being resolved, through fragments too.
import { describe, expect, it } from '@jest/globals';
import { buildSchema, graphql, type GraphQLResolveInfo } from 'graphql';
import { selectsField } from '../../server/graphql/selection.ts';

const schema = buildSchema('type Page { nodes: [Int!]!  totalCount: Int! }  type Query { page: Page! }');

async function asked(query: string): Promise<boolean> {
  let selected: boolean | undefined;
  const rootValue = {
    page: (_args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
      selected = selectsField(info, 'totalCount');
      return { nodes: [], totalCount: 0 };
    },
  };
  const result = await graphql({ schema, source: query, rootValue });
  expect(result.errors).toBeUndefined();
  return selected!;
}

describe('selectsField', () => {
  it('sees the field asked for directly, in an inline fragment or in a named one, and not when it is not asked for', async () => {
    expect(await asked('{ page { totalCount } }')).toBe(true);
    expect(await asked('{ page { nodes } }')).toBe(false);
    expect(await asked('{ page { nodes ... on Page { totalCount } } }')).toBe(true);
    expect(
      await asked(
        '{ page { ...Counted } } fragment Counted on Page { nodes ...Total } fragment Total on Page { totalCount }',
      ),
    ).toBe(true);
    expect(await asked('{ page { ...Listed } } fragment Listed on Page { nodes }')).toBe(false);
  });
});
