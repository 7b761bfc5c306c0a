// The customers list's ticks: all that the filter and search match, or some ids, with Shift-click ranges.
import { useEffect, useMemo, useState } from 'react';
import type { CustomerFilter } from '../../gql/graphql.ts';
import type { CustomFieldFilterInput } from '../../../../server/domain/customFields/fieldFilters.ts';
import type { LiveCustomer } from './live/liveCustomerCollection.ts';
import type { TableSelection } from './table/TableHeader.tsx';

/**
 * The rows ticked: all that the filter and search match, or these ids; `anchor` is the row a Shift-click ranges from.
 */
export interface Ticked {
  all: boolean;
  ids: ReadonlySet<string>;
  anchor: number | null;
}
export const noneTicked: Ticked = { all: false, ids: new Set(), anchor: null };

/** What is ticked among `shownRows`, and the table's selection over it; another filter or search ticks none. */
export function useTickedRows(
  filter: CustomerFilter,
  needle: string,
  shownRows: readonly LiveCustomer[],
  owner: string | null = null,
  tagIds: readonly string[] = [],
  companyId: string | null = null,
  fieldFilters: readonly CustomFieldFilterInput[] = [],
) {
  const [ticked, setTicked] = useState<Ticked>(noneTicked);
  // Another filter or search is another list: what was ticked goes.
  const tags = tagIds.join(',');
  const fields = JSON.stringify(fieldFilters);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the ticks follow the list (above)
  useEffect(() => setTicked(noneTicked), [filter, needle, owner, tags, companyId, fields]);
  const tickedCount = ticked.all ? shownRows.length : ticked.ids.size;
  const selection = useMemo<TableSelection>(
    () => ({
      isSelected: (customer) => ticked.all || ticked.ids.has(customer.id),
      header: ticked.all ? 'all' : ticked.ids.size ? 'some' : 'none',
      select: (index, checked, range) =>
        setTicked((previous) => {
          const ids = new Set(previous.all ? shownRows.map(({ id }) => id) : previous.ids);
          const from = range && previous.anchor !== null ? Math.min(previous.anchor, index) : index;
          const to = range && previous.anchor !== null ? Math.max(previous.anchor, index) : index;
          for (let at = from; at <= to; at++) {
            const id = shownRows[at]?.id;
            if (id === undefined) continue;
            if (checked) ids.add(id);
            else ids.delete(id);
          }
          return { all: false, ids, anchor: index };
        }),
      selectAll: (checked) => setTicked(checked ? { all: true, ids: new Set(), anchor: null } : noneTicked),
    }),
    [ticked, shownRows],
  );
  return { ticked, tickedCount, selection, clearTicks: () => setTicked(noneTicked) };
}
