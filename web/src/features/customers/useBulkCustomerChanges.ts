import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import type { CustomerFilter } from '../../gql/graphql.ts';
import type { limits } from '../../../../server/domain/validation.ts';

const RemoveCustomersDocument = graphql(`
  mutation RemoveCustomers($selection: CustomerSelection!) {
    removeCustomers(selection: $selection) {
      id
      count
    }
  }
`);

const RestoreCustomersDocument = graphql(`
  mutation RestoreCustomers($selection: CustomerSelection!) {
    restoreCustomers(selection: $selection) {
      id
      count
    }
  }
`);

const UndoBulkChangeDocument = graphql(`
  mutation UndoBulkChange($id: ID!) {
    undoBulkChange(id: $id) {
      reverted
      keptChangedSince {
        id
        fname
        lname
      }
    }
  }
`);

/**
 * The ids one call may name (the server's limits.bulkIdsMax; typed by it, so a change there fails to compile here,
 * and the list's chunk does not load the rule module): a bigger hand-made selection goes in several calls.
 */
const idsPerCall: (typeof limits)['bulkIdsMax'] = 10_000;

/** What the list has selected: rows by id, or every customer the filter and search match. */
export type BulkSelection =
  | { ids: readonly string[] }
  | { filter: CustomerFilter; search: string; owner?: string | null; tagIds?: readonly string[] };

/** One action on a selection as the list remembers it for Undo: its changes (one per call) and how many it changed. */
export interface DoneBulkChange {
  ids: string[];
  count: number;
  status: boolean;
  /** A tagging's tag (tags/useBulkTagging.ts) and whether it was added or taken off; undefined otherwise */
  tagged?: { name: string; added: boolean };
}

export interface BulkUndo {
  reverted: number;
  keptChangedSince: Array<{ id: string; fname: string; lname: string }>;
}

/**
 * Removes or restores a selection (removeCustomers / restoreCustomers) and undoes what it did. The list follows on its
 * own: the live feed brings every change, so nothing here touches the cache.
 */
export function useBulkCustomerChanges() {
  const [removeMany] = useMutation(RemoveCustomersDocument, { fetchPolicy: 'no-cache' });
  const [restoreMany] = useMutation(RestoreCustomersDocument, { fetchPolicy: 'no-cache' });
  const [undoOne] = useMutation(UndoBulkChangeDocument, { fetchPolicy: 'no-cache' });

  const change = useCallback(
    async (selection: BulkSelection, status: boolean): Promise<DoneBulkChange> => {
      const selections =
        'ids' in selection
          ? Array.from({ length: Math.ceil(selection.ids.length / idsPerCall) }, (_, i) => ({
              ids: selection.ids.slice(i * idsPerCall, (i + 1) * idsPerCall),
            }))
          : [
              {
                filter: selection.filter,
                search: selection.search.trim() || null,
                owner: selection.owner ?? null,
                tagIds: selection.tagIds?.length ? [...selection.tagIds] : null,
              },
            ];
      const done: DoneBulkChange = { ids: [], count: 0, status };
      for (const part of selections) {
        if (status) {
          const { data } = await restoreMany({ variables: { selection: part } });
          done.ids.push(data!.restoreCustomers.id);
          done.count += data!.restoreCustomers.count;
        } else {
          const { data } = await removeMany({ variables: { selection: part } });
          done.ids.push(data!.removeCustomers.id);
          done.count += data!.removeCustomers.count;
        }
      }
      return done;
    },
    [removeMany, restoreMany],
  );

  const undo = useCallback(
    async (done: DoneBulkChange): Promise<BulkUndo> => {
      const result: BulkUndo = { reverted: 0, keptChangedSince: [] };
      for (const id of done.ids) {
        const { data } = await undoOne({ variables: { id } });
        result.reverted += data!.undoBulkChange.reverted;
        result.keptChangedSince.push(...data!.undoBulkChange.keptChangedSince);
      }
      return result;
    },
    [undoOne],
  );

  return { change, undo };
}
