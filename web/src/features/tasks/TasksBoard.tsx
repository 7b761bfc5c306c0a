// The Tasks screen's lists: one person's open tasks in the groups of the team's day (Overdue, Today, Upcoming, No
// date), ticked ones completed at once, each completed, edited or deleted in place; owners and admins pick whose tasks
// to look at (WhoseTasksSelect.tsx); done tasks on demand, to reopen one. Viewers read only. Rendered plain with the
// screen once its tasks are here; the switch above them (TasksToolbar.antd.tsx) and the dialog come after.
import { useQuery, useSuspenseQuery } from '@apollo/client/react';
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { memo, Suspense, useMemo, useState, useTransition } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { TaskFieldsFragment } from '../../gql/graphql.ts';
import { antdIsland } from '../../shared/AntdIsland.tsx';
import { useDialogs } from '../../shared/dialogs.tsx';
import { useEarlyFetchPolicy } from '../../shared/earlyQuery.ts';
import { usePermissions } from '../../shared/permissions.tsx';
import { reportError } from '../../shared/reportError.ts';
import { UiAlert } from '../../shared/UiAlert.tsx';
import { UiButton } from '../../shared/UiButton.tsx';
import { BoardRow, type RowActions } from './TaskBoardRow.tsx';
import { DoneTasksDocument, TaskGroupsDocument } from './taskDocuments.ts';
import { TaskFormIsland } from './TaskFormIsland.tsx';
import { completeTicked as completeTickedWords, groupWords, taskWords } from './taskWords.ts';
import { useTaskMutations } from './useTaskMutations.ts';
import { WhoseTasksSelect } from './WhoseTasksSelect.tsx';

const ShowDoneSwitch = antdIsland(
  () => import('./TasksToolbar.antd.tsx'),
  (module) => module.ShowDoneSwitch,
);

type Editing = { task: TaskFieldsFragment | null } | null;

export function TasksBoard({ myUid, myEmail }: { myUid: string; myEmail: string }) {
  const intl = useIntl();
  const { canWrite, canManageTeam } = usePermissions();
  const [assigneeUid, setAssigneeUid] = useState(myUid);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Editing>(null);
  const [showDone, setShowDone] = useState(false);
  const [completing, setCompleting] = useState(false);
  const [switching, startSwitch] = useTransition();
  // The viewer's own tasks are asked for without an assignee, as the route fetches them beside the screen's code.
  const variables = assigneeUid === myUid ? {} : { assigneeUid };
  const fetchPolicy = useEarlyFetchPolicy(TaskGroupsDocument, variables, 'cache-and-network');
  // The board renders once its tasks are here, so its groups never show empty and then move down as rows come; the
  // screen's stand-in (TasksPage.tsx), or the board of the member being left, stays meanwhile.
  const { data, error } = useSuspenseQuery(TaskGroupsDocument, {
    variables,
    fetchPolicy,
    errorPolicy: 'all',
  });
  const done = useQuery(DoneTasksDocument, { variables: { assigneeUid }, skip: !showDone });
  const mutations = useTaskMutations();
  const dialogs = useDialogs();

  const rowActions = useMemo<RowActions>(
    () => ({
      // The row has left in the click's own frame (TaskBoardRow.tsx); the mutation, whose optimistic answer makes
      // Apollo read every list on screen again, starts once that frame is painted. Refused, the task comes back.
      complete: (task) =>
        afterNextPaint(
          () =>
            void mutations
              .complete(task, !task.done)
              .catch((failure: unknown) => reportError('Completing a task failed', failure)),
        ),
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
      tick: (id, on) => setTicked((before) => (on ? new Set(before).add(id) : without(before, id))),
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

  const lists = useMemo(() => {
    const open = (tasks: readonly TaskFieldsFragment[] | undefined) => tasks?.filter((task) => !task.done);
    return {
      overdue: open(data?.overdue.nodes),
      today: open(data?.today.nodes),
      upcoming: open(data?.upcoming.nodes),
      noDate: open(data?.noDate.nodes),
    };
  }, [data]);
  const group = (key: string, title: MessageDescriptor, tasks: readonly TaskFieldsFragment[] | undefined) => (
    <TaskGroup
      key={key}
      groupKey={key}
      title={title}
      tasks={tasks}
      ticked={ticked}
      canWrite={canWrite}
      actions={rowActions}
    />
  );

  return (
    <div className="tasks-board" aria-busy={switching}>
      <div className="tasks-toolbar">
        {canManageTeam && (
          <WhoseTasksSelect
            assigneeUid={assigneeUid}
            me={{ uid: myUid, email: myEmail }}
            onChange={(uid) =>
              startSwitch(() => {
                setAssigneeUid(uid);
                setTicked(new Set());
              })
            }
          />
        )}
        {canWrite && (
          <UiButton primary icon={<PlusOutlined />} onClick={() => setEditing({ task: null })}>
            {intl.formatMessage(taskWords.addTask)}
          </UiButton>
        )}
        {canWrite && ticked.size > 0 && (
          <UiButton icon={<CheckOutlined />} onClick={() => void completeTicked()} loading={completing}>
            {intl.formatMessage(completeTickedWords, { count: ticked.size })}
          </UiButton>
        )}
        <label className="tasks-show-done">
          <Suspense fallback={<span className="tasks-switch-pending tasks-control-pending" />}>
            <ShowDoneSwitch checked={showDone} onChange={setShowDone} />
          </Suspense>
          <span>{intl.formatMessage(taskWords.showDone)}</span>
        </label>
      </div>
      {error && !data && <UiAlert role="alert">{error.message}</UiAlert>}
      {group('overdue', groupWords.overdue, lists.overdue)}
      {group('today', groupWords.today, lists.today)}
      {group('upcoming', groupWords.upcoming, lists.upcoming)}
      {group('no-date', groupWords.noDate, lists.noDate)}
      {showDone &&
        group(
          'done',
          taskWords.done,
          done.data?.tasks.nodes.filter((task) => task.done),
        )}
      {editing && (
        <TaskFormIsland
          task={editing.task}
          canAssign={canWrite}
          assigneeUid={assigneeUid}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

/** One group of the board; rendered again only when its tasks, the ticks or the viewer's rights change. */
const TaskGroup = memo(function TaskGroup({
  groupKey,
  title,
  tasks,
  ticked,
  canWrite,
  actions,
}: {
  groupKey: string;
  title: MessageDescriptor;
  tasks: readonly TaskFieldsFragment[] | undefined;
  ticked: ReadonlySet<string>;
  canWrite: boolean;
  actions: RowActions;
}) {
  const intl = useIntl();
  return (
    <section className={`task-group task-group-${groupKey}`} aria-labelledby={`task-group-${groupKey}`}>
      <h2 id={`task-group-${groupKey}`} className="task-group-title">
        {intl.formatMessage(title)} <span className="task-count">{tasks?.length ?? 0}</span>
      </h2>
      {tasks?.length ? (
        <ul className="task-list">
          {tasks.map((task) => (
            <BoardRow key={task.id} task={task} ticked={ticked.has(task.id)} canWrite={canWrite} actions={actions} />
          ))}
        </ul>
      ) : (
        <p className="task-none">{intl.formatMessage(taskWords.none)}</p>
      )}
    </section>
  );
});

function without(ids: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(ids);
  next.delete(id);
  return next;
}

/** Calls `then` after the frame being made now is painted (a task queued from the next frame's start). */
function afterNextPaint(then: () => void) {
  requestAnimationFrame(() => setTimeout(then, 0));
}
