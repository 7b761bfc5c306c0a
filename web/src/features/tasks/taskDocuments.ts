// The Tasks screen's, "My tasks"'s and a customer's Tasks section's GraphQL documents.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql/index.ts';
import { prefetchQuery } from '../../shared/earlyQuery.ts';

export const TaskFieldsFragment = graphql(`
  fragment TaskFields on Task {
    id
    title
    notes
    dueAt
    done
    assignee {
      uid
      email
    }
    customer {
      id
      fname
      lname
    }
  }
`);

/** One person's open tasks in the four groups of the team's day. */
export const TaskGroupsDocument = graphql(`
  query TaskGroups($assigneeUid: ID) {
    overdue: tasks(filter: { assigneeUid: $assigneeUid, due: OVERDUE }) {
      nodes {
        ...TaskFields
      }
      totalCount
    }
    today: tasks(filter: { assigneeUid: $assigneeUid, due: TODAY }) {
      nodes {
        ...TaskFields
      }
      totalCount
    }
    upcoming: tasks(filter: { assigneeUid: $assigneeUid, due: UPCOMING }) {
      nodes {
        ...TaskFields
      }
      totalCount
    }
    noDate: tasks(filter: { assigneeUid: $assigneeUid, due: NO_DATE }) {
      nodes {
        ...TaskFields
      }
      totalCount
    }
  }
`);

/** A customer's open tasks, whoever holds them. */
export const CustomerTasksDocument = graphql(`
  query CustomerTasks($customerId: ID!) {
    tasks(filter: { customerId: $customerId }) {
      nodes {
        ...TaskFields
      }
      totalCount
    }
  }
`);

export const CreateTaskDocument = graphql(`
  mutation CreateTask($input: TaskInput!) {
    createTask(input: $input) {
      ...TaskFields
    }
  }
`);

export const UpdateTaskDocument = graphql(`
  mutation UpdateTask($id: ID!, $input: TaskInput!) {
    updateTask(id: $id, input: $input) {
      ...TaskFields
    }
  }
`);

export const CompleteTaskDocument = graphql(`
  mutation CompleteTask($id: ID!, $done: Boolean) {
    completeTask(id: $id, done: $done) {
      ...TaskFields
    }
  }
`);

export const DeleteTaskDocument = graphql(`
  mutation DeleteTask($id: ID!) {
    deleteTask(id: $id)
  }
`);

/** Every task list on screen reads again after a change: a task moves between groups as it changes. */
export const taskQueries = ['TaskGroups', 'CustomerTasks', 'DoneTasks'];

/** One person's done tasks, for reopening one. */
export const DoneTasksDocument = graphql(`
  query DoneTasks($assigneeUid: ID) {
    tasks(filter: { assigneeUid: $assigneeUid, done: true }, first: 50) {
      nodes {
        ...TaskFields
        doneAt
      }
      totalCount
    }
  }
`);

/** Customers a new task may be about, by a search of their names, emails and phones. */
export const TaskCustomerChoicesDocument = graphql(`
  query TaskCustomerChoices($search: String) {
    customerPage(search: $search, first: 10) {
      nodes {
        id
        fname
        lname
        email
      }
    }
  }
`);

/**
 * The dashboard opened at its address: the viewer's task groups ("My tasks" on top), fetched beside the screen's code
 * (shared/earlyQuery.ts), so they are there when it renders and the cards below do not move down when they come.
 */
export function prefetchMyTasks(client: ApolloClient): void {
  prefetchQuery(client, TaskGroupsDocument, {});
}

/** A customer's page opened at its address: its tasks, fetched beside the page's code, render with its fields. */
export function prefetchCustomerTasks(client: ApolloClient, customerId: string): void {
  prefetchQuery(client, CustomerTasksDocument, { customerId });
}
