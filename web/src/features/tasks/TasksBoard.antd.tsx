// The Tasks screen's lists, with antd: one person's open tasks in the groups of the team's day (Overdue, Today,
// Upcoming, No date), ticked ones completed at once, each completed, edited or deleted in place; owners and admins
// pick whose tasks to look at; done tasks on demand, to reopen one. Viewers read only.
import { useQuery } from '@apollo/client/react';
import { CheckOutlined, DeleteOutlined, EditOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Popconfirm, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { TaskFieldsFragment } from '../../gql/graphql.ts';
import { usePermissions } from '../../shared/permissions.tsx';
import { teammateChoices, useTeammates } from '../../shared/teammates.ts';
import { DoneTasksDocument, TaskGroupsDocument } from './taskDocuments.ts';
import { TaskForm } from './TaskForm.antd.tsx';
import { TaskItem } from './TaskItem.tsx';
import { completeTicked as completeTickedWords, groupWords, namedActions, taskWords } from './taskWords.ts';
import { useTaskMutations } from './useTaskMutations.ts';

type Editing = { task: TaskFieldsFragment | null } | null;

export function TasksBoard({ myUid }: { myUid: string }) {
  const intl = useIntl();
  const { canWrite, canManageTeam } = usePermissions();
  const [assigneeUid, setAssigneeUid] = useState(myUid);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Editing>(null);
  const [showDone, setShowDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const variables = { assigneeUid };
  const { data, error } = useQuery(TaskGroupsDocument, { variables, fetchPolicy: 'cache-and-network' });
  const done = useQuery(DoneTasksDocument, { variables, skip: !showDone });
  const { teammates } = useTeammates(!canWrite);
  const { complete, remove } = useTaskMutations();

  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const toggle = (id: string, on: boolean) =>
    setTicked((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const completeTicked = () =>
    act(async () => {
      await Promise.all([...ticked].map((id) => complete(id)));
      setTicked(new Set());
    });

  const actions = (task: TaskFieldsFragment) =>
    canWrite && (
      <Space size={4} wrap>
        <Button
          size="small"
          icon={task.done ? <UndoOutlined /> : <CheckOutlined />}
          disabled={busy}
          onClick={() => act(() => complete(task.id, !task.done))}
          aria-label={intl.formatMessage(task.done ? namedActions.reopen : namedActions.complete, {
            title: task.title,
          })}
        >
          {intl.formatMessage(task.done ? taskWords.reopen : taskWords.completeButton)}
        </Button>
        {!task.done && (
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={() => setEditing({ task })}
            aria-label={intl.formatMessage(namedActions.edit, { title: task.title })}
          />
        )}
        <Popconfirm title={intl.formatMessage(taskWords.deleteConfirm)} onConfirm={() => act(() => remove(task.id))}>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={busy}
            aria-label={intl.formatMessage(namedActions.delete, { title: task.title })}
          />
        </Popconfirm>
      </Space>
    );

  const group = (key: string, title: MessageDescriptor, tasks: readonly TaskFieldsFragment[] | undefined) => (
    <section className={`task-group task-group-${key}`} aria-labelledby={`task-group-${key}`} key={key}>
      <h2 id={`task-group-${key}`} className="task-group-title">
        {intl.formatMessage(title)} <span className="task-count">{tasks?.length ?? 0}</span>
      </h2>
      {tasks?.length ? (
        <ul className="task-list">
          {tasks.map((task) => (
            <TaskItem
              key={task.id}
              task={task}
              actions={actions(task)}
              tick={
                canWrite &&
                !task.done && (
                  <Checkbox
                    checked={ticked.has(task.id)}
                    onChange={(event) => toggle(task.id, event.target.checked)}
                    aria-label={intl.formatMessage(namedActions.tick, { title: task.title })}
                  />
                )
              }
            />
          ))}
        </ul>
      ) : (
        <p className="task-none">{intl.formatMessage(taskWords.none)}</p>
      )}
    </section>
  );

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
          <Button icon={<CheckOutlined />} onClick={completeTicked} loading={busy}>
            {intl.formatMessage(completeTickedWords, { count: ticked.size })}
          </Button>
        )}
        <label className="tasks-show-done">
          <Switch checked={showDone} onChange={setShowDone} size="small" />
          <span>{intl.formatMessage(taskWords.showDone)}</span>
        </label>
      </div>
      {error && !data && <Alert type="error" showIcon message={error.message} />}
      {group('overdue', groupWords.overdue, data?.overdue.nodes)}
      {group('today', groupWords.today, data?.today.nodes)}
      {group('upcoming', groupWords.upcoming, data?.upcoming.nodes)}
      {group('no-date', groupWords.noDate, data?.noDate.nodes)}
      {showDone && group('done', taskWords.done, done.data?.tasks.nodes)}
      {editing && (
        <TaskForm task={editing.task} canAssign={canWrite} assigneeUid={assigneeUid} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
