// What a deactivated member leaves (their active customers and open tasks) and handing it all to another member in
// one step: assignCustomers for the customers (one bulk change, undoable from the customers list's history), then
// updateTask for each open task (DESIGN: tasks move by updateTask).
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { HandOffOpenTasksQuery } from '../../gql/graphql.ts';
import { graphql } from '../../gql/index.ts';
import { attempt, type Outcome } from '../../shared/mutationOutcome.ts';
import { refusalShownInPlace } from '../../shared/refusals.ts';

export const LeftWorkDocument = graphql(`
  query LeftWork($uid: ID!) {
    customerPage(owner: $uid, first: 0) {
      totalCount
    }
    tasks(filter: { assigneeUid: $uid, done: false }, first: 0) {
      totalCount
    }
  }
`);

const OpenTasksDocument = graphql(`
  query HandOffOpenTasks($uid: ID!, $after: String) {
    tasks(filter: { assigneeUid: $uid, done: false }, first: 500, after: $after) {
      nodes {
        id
        title
        notes
        dueAt
        customer {
          id
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

const HandOverCustomersDocument = graphql(`
  mutation HandOverCustomers($from: ID!, $to: ID!) {
    assignCustomers(selection: { filter: ACTIVE, owner: $from }, ownerUid: $to) {
      id
      count
    }
  }
`);

const HandOverTaskDocument = graphql(`
  mutation HandOverTask($id: ID!, $input: TaskInput!) {
    updateTask(id: $id, input: $input) {
      id
    }
  }
`);

export interface HandedOver {
  customers: number;
  tasks: number;
}

/** Hands `from`'s active customers and open tasks to `to`; says how many of each moved. */
export function useHandOff(): (from: string, to: string) => Promise<Outcome<HandedOver>> {
  const client = useApolloClient();
  const options = { context: refusalShownInPlace, fetchPolicy: 'no-cache' } as const;
  const [assign] = useMutation(HandOverCustomersDocument, options);
  const [updateTask] = useMutation(HandOverTaskDocument, options);
  return useCallback(
    (from: string, to: string) =>
      attempt(async () => {
        const { data } = await assign({ variables: { from, to } });
        // Every open task first, then each moved: moving them while paging would shift the pages.
        const tasks = [];
        let after: string | null = null;
        for (;;) {
          const variables = { uid: from, after };
          const page: HandOffOpenTasksQuery['tasks'] = (
            await client.query({ query: OpenTasksDocument, variables, fetchPolicy: 'no-cache' })
          ).data!.tasks;
          tasks.push(...page.nodes);
          if (!page.pageInfo.hasNextPage) break;
          after = page.pageInfo.endCursor ?? null;
        }
        for (const task of tasks) {
          const input = {
            title: task.title,
            notes: task.notes ?? null,
            dueAt: task.dueAt ?? null,
            customerId: task.customer?.id ?? null,
            assigneeUid: to,
          };
          await updateTask({ variables: { id: task.id, input } });
        }
        await client.refetchQueries({ include: [LeftWorkDocument] });
        return { customers: data!.assignCustomers.count, tasks: tasks.length };
      }),
    [assign, updateTask, client],
  );
}
