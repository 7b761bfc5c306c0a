// A task: something a member has to do, by a time or not, maybe about one customer. The daily loop's to-do list
// (docs/product.md#tasks): the Tasks screen, "My tasks" on the dashboard and the morning digest read them.
import { randomBytes } from 'node:crypto';
import type { WebhookEvent } from '../webhooks/webhook.ts';
import { newWebhookEventId } from '../webhooks/webhook.ts';

/** Bounds of a task's text (checked by taskService.ts). */
export const taskLimits = {
  titleMax: 200,
  notesMax: 5000,
  /** Tasks per page of the tasks query */
  pageMax: 500,
} as const;

export interface Task {
  id: string;
  title: string;
  notes: string | null;
  /** ms since the epoch; null: no due date */
  dueAt: number | null;
  assigneeUid: string;
  customerId: string | null;
  done: boolean;
  doneAt: number | null;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

export const taskDueBuckets = ['OVERDUE', 'TODAY', 'UPCOMING', 'NO_DATE', 'ALL'] as const;
export type TaskDue = (typeof taskDueBuckets)[number];

/** Where undated tasks sort: after every date (the largest time a Date can hold). */
export const undatedSort = 8_640_000_000_000_000;
export const dueSortOf = (task: Pick<Task, 'dueAt'>) => task.dueAt ?? undatedSort;

/** Which tasks a page holds: dueSort in [dueFrom, dueTo) when set (buckets are ranges of it). */
export interface TaskQuery {
  assigneeUid: string | null;
  customerId: string | null;
  done: boolean;
  dueFrom: number | null;
  dueTo: number | null;
}

export interface TaskPage {
  nodes: Task[];
  endCursor: string | null;
  hasNextPage: boolean;
  totalCount: number;
}

/**
 * The dueSort range of a bucket, given the team's day holding now: before today is overdue (a task due earlier today
 * is still today's), today, after today, no date.
 */
export function dueRange(due: TaskDue, today: { start: number; end: number }): Pick<TaskQuery, 'dueFrom' | 'dueTo'> {
  switch (due) {
    case 'OVERDUE':
      return { dueFrom: null, dueTo: today.start };
    case 'TODAY':
      return { dueFrom: today.start, dueTo: today.end };
    case 'UPCOMING':
      return { dueFrom: today.end, dueTo: undatedSort };
    case 'NO_DATE':
      return { dueFrom: undatedSort, dueTo: null };
    case 'ALL':
      return { dueFrom: null, dueTo: null };
  }
}

/** A due time as a key that sorts as text the way the time sorts as a number (16 digits hold undatedSort). */
export const dueKey = (dueSort: number) => String(dueSort).padStart(16, '0');
/** Where a task sorts (due date, then id), as one unique text: a page's cursor is its last task's. */
export const taskCursor = (task: Task) => `${dueKey(dueSortOf(task))}~${task.id}`;
export function parseTaskCursor(cursor: string): { dueSort: number; id: string } | null {
  const [sort, id] = cursor.split('~');
  const dueSort = Number(sort);
  return Number.isSafeInteger(dueSort) && id ? { dueSort, id } : null;
}

export const newTaskId = () => `task_${randomBytes(12).toString('base64url')}`;

/** A task as webhooks and a customer's data download show it: its fields, times as ISO 8601. */
export function taskData(task: Task) {
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    id: task.id,
    title: task.title,
    notes: task.notes,
    dueAt: iso(task.dueAt),
    assigneeUid: task.assigneeUid,
    customerId: task.customerId,
    done: task.done,
    doneAt: iso(task.doneAt),
    createdBy: task.createdBy,
    createdAt: iso(task.createdAt),
  };
}

export function taskEvent(type: 'task.created' | 'task.completed', task: Task, at: number): WebhookEvent {
  return { id: newWebhookEventId(), type, at, customerId: task.customerId, data: { task: taskData(task) } };
}
