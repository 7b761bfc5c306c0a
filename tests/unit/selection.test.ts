// selectsField: whether a request selected a field under the one being resolved, through fragments too.
import { describe, expect, it } from '@jest/globals';
import { buildSchema, graphql, type GraphQLResolveInfo } from 'graphql';
import { selectsField } from '../../server/graphql/selection.ts';

const schema = buildSchema('type Page { nodes: [Int!]!  totalCount: Int! }  type Query { page: Page! }');

async function selects(query: string): Promise<boolean> {
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
  it('sees the field selected directly, in an inline fragment or in a named one, and not when it is not selected', async () => {
    expect(await selects('{ page { totalCount } }')).toBe(true);
    expect(await selects('{ page { nodes } }')).toBe(false);
    expect(await selects('{ page { nodes ... on Page { totalCount } } }')).toBe(true);
    expect(
      await selects(
        '{ page { ...Counted } } fragment Counted on Page { nodes ...Total } fragment Total on Page { totalCount }',
      ),
    ).toBe(true);
    expect(await selects('{ page { ...Listed } } fragment Listed on Page { nodes }')).toBe(false);
  });
});
