// 'dashboard/tasks': the viewer's open tasks by the team's day, and for owners and admins anyone's, rendered plain with
// the screen (TasksBoard.tsx); the viewer's own lists are fetched beside the screen's code.
import { useIntl } from 'react-intl';
import { useOutletContext } from 'react-router-dom';
import { PageCard } from '../../shared/PageCard.tsx';
import { TasksBoard } from './TasksBoard.tsx';
import { taskWords } from './taskWords.ts';
import './tasks.css';

export function TasksPage() {
  const intl = useIntl();
  const { user } = useOutletContext<{ user: { uid: string; email: string } }>();
  return (
    <div className="tasks-page">
      <PageCard title={intl.formatMessage(taskWords.tasksTitle)}>
        <TasksBoard myUid={user.uid} myEmail={user.email} />
      </PageCard>
    </div>
  );
}
