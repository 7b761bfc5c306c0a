// The pure change-set rule the live list applies to its cached list (DESIGN §3).
import { expect, it } from '@jest/globals';
import { applyCustomerChanges } from '../../web/src/features/customers/customerCache.ts';

const byId = (item: { id: string }) => item.id;

it('appends ADDED, replaces MODIFIED in place, drops REMOVED, and is idempotent', () => {
  const list = [
    { id: 'a', v: 1 },
    { id: 'b', v: 1 },
    { id: 'c', v: 1 },
  ];
  const next = applyCustomerChanges(
    list,
    [
      { type: 'MODIFIED', item: { id: 'b', v: 2 } },
      { type: 'REMOVED', item: { id: 'a', v: 1 } },
      { type: 'ADDED', item: { id: 'd', v: 1 } },
      { type: 'ADDED', item: { id: 'c', v: 3 } },
    ],
    byId,
  );
  expect(next).toEqual([
    { id: 'b', v: 2 },
    { id: 'c', v: 3 },
    { id: 'd', v: 1 },
  ]);
  expect(list).toHaveLength(3);
  expect(applyCustomerChanges(next, [{ type: 'REMOVED', item: { id: 'zzz', v: 0 } }], byId)).toEqual(next);
  expect(applyCustomerChanges(next, [{ type: 'REMOVED', item: { id: 'd', v: 0 } }, { type: 'ADDED', item: { id: 'd', v: 9 } }], byId)).toEqual([
    { id: 'b', v: 2 },
    { id: 'c', v: 3 },
    { id: 'd', v: 9 },
  ]);
});
