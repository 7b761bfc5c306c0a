// Making, changing, completing and deleting tasks: each reads every task list on screen again, as a task may move
// between groups.
import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import type { TaskFieldsFragment, TaskInput } from '../../gql/graphql.ts';
import {
  CompleteTaskDocument,
  CreateTaskDocument,
  DeleteTaskDocument,
  taskQueries,
  UpdateTaskDocument,
} from './taskDocuments.ts';

const refetch = { refetchQueries: taskQueries, awaitRefetchQueries: true };

export function useTaskMutations() {
  const [create] = useMutation(CreateTaskDocument, refetch);
  const [update] = useMutation(UpdateTaskDocument, refetch);
  const [complete] = useMutation(CompleteTaskDocument, refetch);
  const [remove] = useMutation(DeleteTaskDocument, refetch);
  // One object while the mutations stay the same, so lists can hand its functions to memoised rows.
  return useMemo(
    () => ({
      save: (input: TaskInput, id?: string) =>
        id ? update({ variables: { id, input } }) : create({ variables: { input } }),
      /** Shown at once (the task leaves or joins the open lists) while the server answers and the lists read again. */
      complete: (task: TaskFieldsFragment, done = true) =>
        complete({
          variables: { id: task.id, done },
          // The task as the lists hold it (with its __typename, which Apollo adds to every selection), done or not.
          optimisticResponse: { completeTask: { ...task, done } },
        }),
      remove: (id: string) => remove({ variables: { id } }),
    }),
    [create, update, complete, remove],
  );
}

/** A local date-time field's value ("2026-03-10T09:30") for an ISO moment, in the browser's time zone. */
export function localInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The ISO moment of a local date-time field's value, or null when empty. */
export const isoOfInput = (value: string | undefined) => (value ? new Date(value).toISOString() : null);
