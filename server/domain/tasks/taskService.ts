// Creating, changing and listing tasks: the rules of a task, who may change which, and the due buckets of the team's
// day (docs/product.md#tasks).
import { ForbiddenError, InvalidInputError, NotFoundError } from '../errors.ts';
import { dayBounds } from '../stats/customerStats.ts';
import { can } from '../team/team.ts';
import type { Member } from '../team/team.ts';
import type { Viewer } from '../team/teamAccess.ts';
import { tooLongMessage, type FieldErrors } from '../fieldRules.ts';
import { dueRange, newTaskId, taskEvent, taskLimits, type Task, type TaskDue, type TaskPage } from './task.ts';
import type { TaskStore } from './taskStore.ts';
import type { NotifyInput } from '../notifications/notificationService.ts';
import { foldForSearch } from '../search.ts';

export interface TaskInput {
  title: string;
  notes?: string | null;
  dueAt?: string | null;
  assigneeUid?: string | null;
  customerId?: string | null;
}

export interface TaskFilter {
  assigneeUid?: string | null;
  customerId?: string | null;
  due?: TaskDue | null;
  done?: boolean | null;
}

export const taskMessages = {
  title: 'Please give the task a title',
  dueAt: 'Please enter the due date as an ISO 8601 date and time',
  assignee: 'Choose an active member of the team',
  customer: 'There is no customer with this id',
  notYours: 'Only whoever made or holds this task, the owner and admins can change it.',
  othersTasks: 'Only the owner and admins can look at other members’ tasks.',
} as const;

export interface TaskServiceOptions {
  /** The member with this uid, active or not, or null */
  memberOf(uid: string): Promise<Member | null>;
  customerExists(id: string): Promise<boolean>;
  /** The team's time zone: "today" is its calendar day */
  timeZone(): string;
  /** Tells a member someone else gave them a task (TASK_ASSIGNED; the notifier skips one's own acts) */
  notify?(input: NotifyInput): Promise<unknown>;
  now?: () => number;
}

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** ADMIN/OWNER act on any task; others on those they made or hold. */
const mayManageAny = (viewer: Viewer) => can(viewer.role, 'team.manage');
export const mayChange = (task: Task, viewer: Viewer) =>
  mayManageAny(viewer) || task.createdBy === viewer.uid || task.assigneeUid === viewer.uid;

export class TaskService {
  private readonly now: () => number;

  constructor(
    private readonly store: TaskStore,
    private readonly options: TaskServiceOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The input checked: every rule that fails is named in one BAD_USER_INPUT. */
  private async checked(input: TaskInput, assigneeDefault: string) {
    const errors: FieldErrors = {};
    const title = input.title.trim();
    if (!title) errors.title = taskMessages.title;
    else if (title.length > taskLimits.titleMax) errors.title = tooLongMessage(taskLimits.titleMax);
    const notes = input.notes?.trim() ? input.notes.trim() : null;
    if (notes && notes.length > taskLimits.notesMax) errors.notes = tooLongMessage(taskLimits.notesMax);
    let dueAt: number | null = null;
    if (input.dueAt) {
      dueAt = isoDateTime.test(input.dueAt) ? Date.parse(input.dueAt) : NaN;
      if (!Number.isFinite(dueAt)) errors.dueAt = taskMessages.dueAt;
    }
    const assigneeUid = input.assigneeUid || assigneeDefault;
    const assignee = await this.options.memberOf(assigneeUid);
    if (!assignee?.active || assignee.pending) errors.assigneeUid = taskMessages.assignee;
    const customerId = input.customerId || null;
    if (customerId && !(await this.options.customerExists(customerId))) errors.customerId = taskMessages.customer;
    if (Object.keys(errors).length) throw new InvalidInputError(errors);
    return { title, notes, dueAt, assigneeUid, customerId };
  }

  private async changeable(viewer: Viewer, id: string): Promise<Task> {
    const task = await this.store.get(id);
    if (!task) throw new NotFoundError('task', id);
    if (!mayChange(task, viewer)) throw new ForbiddenError(taskMessages.notYours);
    return task;
  }

  async create(viewer: Viewer, input: TaskInput): Promise<Task> {
    const fields = await this.checked(input, viewer.uid);
    const at = this.now();
    const task: Task = {
      id: newTaskId(),
      ...fields,
      done: false,
      doneAt: null,
      createdBy: viewer.uid,
      createdAt: at,
      updatedAt: at,
    };
    const saved = await this.store.put(task, taskEvent('task.created', task, at));
    await this.tellAssignee(saved, viewer);
    return saved;
  }

  private async tellAssignee(task: Task, by: Viewer): Promise<void> {
    await this.options.notify?.({
      uid: task.assigneeUid,
      kind: 'TASK_ASSIGNED',
      byUid: by.uid,
      customerId: task.customerId,
      taskId: task.id,
    });
  }

  /** Changes what the input says; an absent assignee keeps the task's own. */
  async update(viewer: Viewer, id: string, input: TaskInput): Promise<Task> {
    const task = await this.changeable(viewer, id);
    const fields = await this.checked(input, task.assigneeUid);
    const saved = await this.store.put({ ...task, ...fields, updatedAt: this.now() }, null);
    if (saved.assigneeUid !== task.assigneeUid) await this.tellAssignee(saved, viewer);
    return saved;
  }

  async complete(viewer: Viewer, id: string, done: boolean): Promise<Task> {
    const task = await this.changeable(viewer, id);
    if (task.done === done) return task;
    const at = this.now();
    const changed = { ...task, done, doneAt: done ? at : null, updatedAt: at };
    return this.store.put(changed, done ? taskEvent('task.completed', changed, at) : null);
  }

  async remove(viewer: Viewer, id: string): Promise<boolean> {
    await this.changeable(viewer, id);
    return this.store.remove(id);
  }

  get(id: string): Promise<Task | null> {
    return this.store.get(id);
  }

  /**
   * One page of tasks by due date, undated last. Without an assignee: the viewer's own, or with a customer, everyone's
   * tasks about it. Someone else's tasks only for the owner and admins.
   */
  async page(viewer: Viewer, filter: TaskFilter, first: number, after: string | null): Promise<TaskPage> {
    if (first < 0 || first > taskLimits.pageMax)
      throw new InvalidInputError({ first: `Ask for between 0 and ${taskLimits.pageMax} tasks` });
    const assigneeUid = filter.assigneeUid || (filter.customerId ? null : viewer.uid);
    if (assigneeUid && assigneeUid !== viewer.uid && !mayManageAny(viewer))
      throw new ForbiddenError(taskMessages.othersTasks);
    const range = dueRange(filter.due ?? 'ALL', dayBounds(this.now(), this.options.timeZone()));
    return this.store.page(
      { assigneeUid, customerId: filter.customerId || null, done: filter.done ?? false, ...range },
      first,
      after,
    );
  }

  /** The open tasks of `uid` whose title holds `text`, accents and case aside (the top bar's search). */
  async findOwn(uid: string, text: string, first: number): Promise<Task[]> {
    const needle = foldForSearch(text);
    const open = { assigneeUid: uid, customerId: null, done: false, dueFrom: null, dueTo: null };
    const found: Task[] = [];
    // Neither store searches within a title: the asker's open tasks are read a page at a time until enough match.
    for (let after: string | null = null; found.length < first;) {
      const page: TaskPage = await this.store.page(open, taskLimits.pageMax, after);
      found.push(...page.nodes.filter((task) => foldForSearch(task.title).includes(needle)));
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    return found.slice(0, first);
  }

  ofCustomer(customerId: string): Promise<Task[]> {
    return this.store.ofCustomer(customerId);
  }

  eraseOfCustomer(customerId: string): Promise<number> {
    return this.store.eraseOfCustomer(customerId);
  }
}
