// 'dashboard/tasks': the viewer's open tasks by the team's day, and for owners and admins anyone's, rendered plain with
// the screen (TasksBoard.tsx); the viewer's own lists are fetched beside the screen's code. Its page paints the card,
// title and lead before the scripts run (app/firstFrames.tsx).
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useOutletContext } from 'react-router-dom';
import { PageCard } from '../../shared/PageCard.tsx';
import { screenWords } from '../../shared/screenWords.ts';
import { TasksBoard } from './TasksBoard.tsx';
import './tasks.css';

export function TasksPage() {
  const intl = useIntl();
  const { user } = useOutletContext<{ user: { uid: string; email: string } }>();
  return (
    <div className="tasks-page">
      <PageCard title={intl.formatMessage(screenWords.tasksTitle)}>
        <p className="tasks-lead">
          <FormattedMessage {...screenWords.tasksLead} />
        </p>
        {/* The board renders once its tasks are here; meanwhile the card, title and lead stand as the first-paint
            page had them, and the shell's footer waits out of sight (aria-busy). */}
        <Suspense fallback={<div className="tasks-board" aria-busy="true" />}>
          <TasksBoard myUid={user.uid} myEmail={user.email} />
        </Suspense>
      </PageCard>
    </div>
  );
}
