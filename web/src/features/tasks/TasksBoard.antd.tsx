// The Tasks screen's lists (antd's controls above them, plain rows): one person's open tasks in the groups of the team's day (Overdue, Today,
// Upcoming, No date), ticked ones completed at once, each completed, edited or deleted in place; owners and admins
// pick whose tasks to look at; done tasks on demand, to reopen one. Viewers read only.
import { useQuery } from '@apollo/client/react';
import { CheckOutlined, DeleteOutlined, EditOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Select, Switch } from 'antd';
import { memo, useMemo, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { TaskFieldsFragment } from '../../gql/graphql.ts';
import { usePermissions } from '../../shared/permissions.tsx';
import { useDialogs } from '../../shared/dialogs.tsx';
import { reportError } from '../../shared/reportError.ts';
import { teammateChoices, useTeammates } from '../../shared/teammates.ts';
import { UiButton } from '../../shared/UiButton.tsx';
import { DoneTasksDocument, TaskGroupsDocument } from './taskDocuments.ts';
import { TaskForm } from './TaskForm.antd.tsx';
import { TaskItem } from './TaskItem.tsx';
import { completeTicked as completeTickedWords, groupWords, namedActions, taskWords } from './taskWords.ts';
import { useTaskMutations } from './useTaskMutations.ts';

type Editing = { task: TaskFieldsFragment | null } | null;

/** What a row does; the same functions for every row and render, so a row draws again only when its own task does. */
interface RowActions {
  complete(task: TaskFieldsFragment): void;
  edit(task: TaskFieldsFragment): void;
  remove(task: TaskFieldsFragment): void;
  tick(id: string, on: boolean): void;
}

export function TasksBoard({ myUid }: { myUid: string }) {
  const intl = useIntl();
  const { canWrite, canManageTeam } = usePermissions();
  const [assigneeUid, setAssigneeUid] = useState(myUid);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Editing>(null);
  const [showDone, setShowDone] = useState(false);
  const [completing, setCompleting] = useState(false);
  const variables = { assigneeUid };
  const { data, error } = useQuery(TaskGroupsDocument, { variables, fetchPolicy: 'cache-and-network' });
  const done = useQuery(DoneTasksDocument, { variables, skip: !showDone });
  const { teammates } = useTeammates(!canWrite);
  const mutations = useTaskMutations();
  const dialogs = useDialogs();

  const rowActions = useMemo<RowActions>(
    () => ({
      // The task leaves its list at once (an optimistic answer), so a click waits for nothing; refused, it comes back.
      complete: (task) =>
        void mutations
          .complete(task, !task.done)
          .catch((failure: unknown) => reportError('Completing a task failed', failure)),
      edit: (task) => setEditing({ task }),
      remove: (task) =>
        void dialogs.modal().then((modal) => {
          modal.confirm({
            title: intl.formatMessage(taskWords.deleteConfirm),
            okButtonProps: { danger: true },
            focusable: { autoFocusButton: 'cancel' },
            onOk: () =>
              mutations.remove(task.id).catch((failure: unknown) => reportError('Deleting a task failed', failure)),
          });
        }),
      tick: (id, on) =>
        setTicked((before) => {
          const next = new Set(before);
          if (on) next.add(id);
          else next.delete(id);
          return next;
        }),
    }),
    [mutations, dialogs, intl],
  );
  const completeTicked = async () => {
    setCompleting(true);
    try {
      const open = [...(data ? [data.overdue, data.today, data.upcoming, data.noDate] : [])].flatMap(
        (list) => list.nodes,
      );
      await Promise.all(open.filter((task) => ticked.has(task.id)).map((task) => mutations.complete(task)));
      setTicked(new Set());
    } finally {
      setCompleting(false);
    }
  };

  const group = (key: string, title: MessageDescriptor, tasks: readonly TaskFieldsFragment[] | undefined) => (
    <section className={`task-group task-group-${key}`} aria-labelledby={`task-group-${key}`} key={key}>
      <h2 id={`task-group-${key}`} className="task-group-title">
        {intl.formatMessage(title)} <span className="task-count">{tasks?.length ?? 0}</span>
      </h2>
      {tasks?.length ? (
        <ul className="task-list">
          {tasks.map((task) => (
            <BoardRow key={task.id} task={task} ticked={ticked.has(task.id)} canWrite={canWrite} actions={rowActions} />
          ))}
        </ul>
      ) : (
        <p className="task-none">{intl.formatMessage(taskWords.none)}</p>
      )}
    </section>
  );
  const open = (tasks: readonly TaskFieldsFragment[] | undefined) => tasks?.filter((task) => !task.done);

  const choices = teammateChoices(teammates);
  return (
    <div className="tasks-board" aria-busy={!data && !error}>
      <div className="tasks-toolbar">
        {canManageTeam && (
          <label className="tasks-whose">
            <span>{intl.formatMessage(taskWords.whose)}</span>
            <Select
              value={assigneeUid}
              options={choices}
              onChange={(uid) => {
                setAssigneeUid(uid);
                setTicked(new Set());
              }}
              showSearch
              optionFilterProp="label"
              className="tasks-whose-select"
              aria-label={intl.formatMessage(taskWords.whose)}
            />
          </label>
        )}
        {canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ task: null })}>
            {intl.formatMessage(taskWords.addTask)}
          </Button>
        )}
        {canWrite && ticked.size > 0 && (
          <Button icon={<CheckOutlined />} onClick={() => void completeTicked()} loading={completing}>
            {intl.formatMessage(completeTickedWords, { count: ticked.size })}
          </Button>
        )}
        <label className="tasks-show-done">
          <Switch checked={showDone} onChange={setShowDone} size="small" />
          <span>{intl.formatMessage(taskWords.showDone)}</span>
        </label>
      </div>
      {error && !data && <Alert type="error" showIcon message={error.message} />}
      {group('overdue', groupWords.overdue, open(data?.overdue.nodes))}
      {group('today', groupWords.today, open(data?.today.nodes))}
      {group('upcoming', groupWords.upcoming, open(data?.upcoming.nodes))}
      {group('no-date', groupWords.noDate, open(data?.noDate.nodes))}
      {showDone &&
        group(
          'done',
          taskWords.done,
          done.data?.tasks.nodes.filter((task) => task.done),
        )}
      {editing && (
        <TaskForm task={editing.task} canAssign={canWrite} assigneeUid={assigneeUid} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}

/**
 * One task of the board with its controls, in plain elements (a board holds hundreds: antd's buttons, tick box and
 * pop-up confirmation per row made the first rows come late). Drawn again only when its task, its tick or the
 * viewer's rights change; a task is compared by what it holds, as Apollo hands out new objects for every task while
 * an optimistic answer is shown.
 */
const BoardRow = memo(
  function BoardRow({
    task,
    ticked,
    canWrite,
    actions,
  }: {
    task: TaskFieldsFragment;
    ticked: boolean;
    canWrite: boolean;
    actions: RowActions;
  }) {
    const intl = useIntl();
    const named = (words: MessageDescriptor) => intl.formatMessage(words, { title: task.title });
    return (
      <TaskItem
        task={task}
        tick={
          canWrite &&
          !task.done && (
            <input
              type="checkbox"
              className="task-tick"
              checked={ticked}
              onChange={(event) => actions.tick(task.id, event.target.checked)}
              aria-label={named(namedActions.tick)}
            />
          )
        }
        actions={
          canWrite && (
            <>
              <UiButton
                size="small"
                icon={task.done ? <UndoOutlined /> : <CheckOutlined />}
                onClick={() => actions.complete(task)}
                aria-label={named(task.done ? namedActions.reopen : namedActions.complete)}
              >
                {intl.formatMessage(task.done ? taskWords.reopen : taskWords.completeButton)}
              </UiButton>
              {!task.done && (
                <UiButton
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => actions.edit(task)}
                  aria-label={named(namedActions.edit)}
                />
              )}
              <UiButton
                size="small"
                className="ui-button-danger"
                icon={<DeleteOutlined />}
                onClick={() => actions.remove(task)}
                aria-label={named(namedActions.delete)}
              />
            </>
          )
        }
      />
    );
  },
  (before, after) =>
    before.ticked === after.ticked &&
    before.canWrite === after.canWrite &&
    before.actions === after.actions &&
    JSON.stringify(before.task) === JSON.stringify(after.task),
);
