// "My tasks" on top of the dashboard's home: the viewer's overdue tasks and today's, each completed in place, and a way
// to add one. Plain elements, as the rest of that screen (the dialog's antd code comes when it opens).
import { useQuery } from '@apollo/client/react';
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { TaskFieldsFragment } from '../../gql/graphql.ts';
import { useEarlyFetchPolicy } from '../../shared/earlyQuery.ts';
import { usePermissions } from '../../shared/permissions.tsx';
import { paths } from '../../shared/routes.ts';
import { UiButton } from '../../shared/UiButton.tsx';
import { TaskGroupsDocument } from './taskDocuments.ts';
import { TaskFormIsland } from './TaskFormIsland.tsx';
import { TaskItem } from './TaskItem.tsx';
import { myTasksWords, namedActions, taskWords } from './taskWords.ts';
import { useTaskMutations } from './useTaskMutations.ts';
import './tasks.css';

export function MyTasks() {
  const intl = useIntl();
  const { canWrite } = usePermissions();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const { data, error } = useQuery(TaskGroupsDocument, {
    variables: {},
    fetchPolicy: useEarlyFetchPolicy(TaskGroupsDocument, {}, 'cache-and-network'),
  });
  const { complete } = useTaskMutations();
  // A task completed here leaves at once (its answer is shown before the server's, useTaskMutations.ts).
  const tasks = [...(data?.overdue.nodes ?? []), ...(data?.today.nodes ?? [])].filter((task) => !task.done);
  const finish = async (task: TaskFieldsFragment) => {
    setBusy(task.id);
    try {
      await complete(task);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="page-card ui-card my-tasks" aria-labelledby="my-tasks-title">
      <div className="ui-card-body">
        <div className="my-tasks-head">
          <h2 id="my-tasks-title">{intl.formatMessage(myTasksWords.title)}</h2>
          <span className="my-tasks-links">
            {canWrite && (
              <UiButton size="small" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                {intl.formatMessage(taskWords.addTask)}
              </UiButton>
            )}
            <Link to={paths.tasks}>{intl.formatMessage(myTasksWords.all)}</Link>
          </span>
        </div>
        {error && !data && <p role="alert">{error.message}</p>}
        {data && !tasks.length && <p className="task-none">{intl.formatMessage(myTasksWords.none)}</p>}
        {tasks.length > 0 && (
          <ul className="task-list" aria-busy={busy !== null}>
            {tasks.map((task) => (
              <TaskItem
                key={task.id}
                task={task}
                actions={
                  canWrite && (
                    <UiButton
                      size="small"
                      icon={<CheckOutlined />}
                      loading={busy === task.id}
                      onClick={() => void finish(task).catch(() => undefined)}
                      aria-label={intl.formatMessage(namedActions.complete, { title: task.title })}
                    >
                      {intl.formatMessage(taskWords.completeButton)}
                    </UiButton>
                  )
                }
              />
            ))}
          </ul>
        )}
      </div>
      {adding && <TaskFormIsland canAssign onClose={() => setAdding(false)} />}
    </section>
  );
}
