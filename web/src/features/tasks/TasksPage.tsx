// 'dashboard/tasks': the viewer's open tasks by the team's day, and for owners and admins anyone's. The card and title
// are rendered plain with the screen; the lists come as an antd part of their own (TasksBoard.antd.tsx).
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useOutletContext } from 'react-router-dom';
import { antdIsland } from '../../shared/AntdIsland.tsx';
import { PageCard } from '../../shared/PageCard.tsx';
import { taskWords } from './taskWords.ts';
import './tasks.css';

const TasksBoard = antdIsland(
  () => import('./TasksBoard.antd.tsx'),
  (module) => module.TasksBoard,
);

export function TasksPage() {
  const intl = useIntl();
  const { user } = useOutletContext<{ user: { uid: string } }>();
  return (
    <div className="tasks-page">
      <PageCard title={intl.formatMessage(taskWords.tasksTitle)}>
        <Suspense fallback={<p className="task-none">{intl.formatMessage(taskWords.loading)}</p>}>
          <TasksBoard myUid={user.uid} />
        </Suspense>
      </PageCard>
    </div>
  );
}
