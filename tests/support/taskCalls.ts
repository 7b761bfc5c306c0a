// What the task API tests share: the task's fields and the calls that make, change and list tasks.
import { gql } from './crmServer.ts';
import { must } from './team.ts';

export const taskFields =
  'id title notes dueAt done doneAt createdAt assignee { uid email } createdBy { uid } customer { id fname }';
export const createTask = `mutation Create($input: TaskInput!) { createTask(input: $input) { ${taskFields} } }`;
export const updateTask = `mutation Update($id: ID!, $input: TaskInput!) { updateTask(id: $id, input: $input) { ${taskFields} } }`;
export const completeTask = `mutation Complete($id: ID!, $done: Boolean) { completeTask(id: $id, done: $done) { ${taskFields} } }`;
export const deleteTask = 'mutation Delete($id: ID!) { deleteTask(id: $id) }';
export const tasksQuery = `query Tasks($filter: TaskFilter, $first: Int, $after: String) {
  tasks(filter: $filter, first: $first, after: $after) { nodes { ${taskFields} } pageInfo { endCursor hasNextPage } totalCount }
}`;

export interface ShownTask {
  id: string;
  title: string;
  notes: string | null;
  dueAt: string | null;
  done: boolean;
  doneAt: string | null;
  assignee: { uid: string; email: string } | null;
  createdBy: { uid: string } | null;
  customer: { id: string; fname: string } | null;
}

export interface ShownTaskPage {
  nodes: ShownTask[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  totalCount: number;
}

export const addTask = async (url: string, token: string, input: Record<string, unknown>) =>
  (await must<{ createTask: ShownTask }>(url, createTask, { input }, token)).createTask;

export const tasksOf = async (url: string, token: string, filter: Record<string, unknown> = {}, first = 100) =>
  (await must<{ tasks: ShownTaskPage }>(url, tasksQuery, { filter, first }, token)).tasks;

/** The first error of a call: its code and the fields it names. */
export async function refusal(url: string, query: string, variables: Record<string, unknown>, token: string) {
  const { body } = await gql(url, query, variables, { token });
  const error = body.errors?.[0];
  return { code: error?.extensions?.code ?? null, fields: Object.keys(error?.extensions?.fields ?? {}) };
}
