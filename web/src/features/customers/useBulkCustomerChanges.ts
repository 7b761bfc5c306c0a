import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import type { CustomerFilter } from '../../gql/graphql.ts';
import type { limits } from '../../../../server/domain/fieldRules.ts';
import type { CustomFieldFilterInput } from '../../../../server/domain/customFields/fieldFilters.ts';

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

const AssignCustomersDocument = graphql(`
  mutation AssignCustomers($selection: CustomerSelection!, $ownerUid: ID!) {
    assignCustomers(selection: $selection, ownerUid: $ownerUid) {
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
  | {
      filter: CustomerFilter;
      search: string;
      owner?: string | null;
      tagIds?: readonly string[];
      companyId?: string | null;
      fieldFilters?: readonly CustomFieldFilterInput[];
    };

/** One action on a selection as the list remembers it for Undo: its changes (one per call) and how many it changed. */
export interface DoneBulkChange {
  ids: string[];
  count: number;
  status: boolean;
  /** A tagging's tag (tags/useBulkTagging.ts) and whether it was added or taken off; undefined otherwise */
  tagged?: { name: string; added: boolean };
  /** An assignment's new owner (their email); undefined for a removal or restoration */
  assignedTo?: string;
}

/** One call's share of a selection: at most idsPerCall ids, or the filter as it is. */
function selectionParts(selection: BulkSelection) {
  return 'ids' in selection
    ? Array.from({ length: Math.ceil(selection.ids.length / idsPerCall) }, (_, i) => ({
        ids: selection.ids.slice(i * idsPerCall, (i + 1) * idsPerCall),
      }))
    : [
        {
          filter: selection.filter,
          search: selection.search.trim() || null,
          owner: selection.owner ?? null,
          tagIds: selection.tagIds?.length ? [...selection.tagIds] : null,
          companyId: selection.companyId ?? null,
          fieldFilters: selection.fieldFilters?.length ? [...selection.fieldFilters] : null,
        },
      ];
}

export interface BulkUndo {
  reverted: number;
  keptChangedSince: Array<{ id: string; fname: string; lname: string }>;
}

/**
 * Removes, restores or assigns a selection (removeCustomers / restoreCustomers / assignCustomers) and undoes what it
 * did. The list follows on its
 * own: the live feed brings every change, so nothing here touches the cache.
 */
export function useBulkCustomerChanges() {
  const [removeMany] = useMutation(RemoveCustomersDocument, { fetchPolicy: 'no-cache' });
  const [restoreMany] = useMutation(RestoreCustomersDocument, { fetchPolicy: 'no-cache' });
  const [assignMany] = useMutation(AssignCustomersDocument, { fetchPolicy: 'no-cache' });
  const [undoOne] = useMutation(UndoBulkChangeDocument, { fetchPolicy: 'no-cache' });

  const change = useCallback(
    async (selection: BulkSelection, status: boolean): Promise<DoneBulkChange> => {
      const done: DoneBulkChange = { ids: [], count: 0, status };
      for (const part of selectionParts(selection)) {
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

  const assign = useCallback(
    async (selection: BulkSelection, owner: { uid: string; email: string }): Promise<DoneBulkChange> => {
      const done: DoneBulkChange = { ids: [], count: 0, status: true, assignedTo: owner.email };
      for (const part of selectionParts(selection)) {
        const { data } = await assignMany({ variables: { selection: part, ownerUid: owner.uid } });
        done.ids.push(data!.assignCustomers.id);
        done.count += data!.assignCustomers.count;
      }
      return done;
    },
    [assignMany],
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

  return { change, assign, undo };
}
