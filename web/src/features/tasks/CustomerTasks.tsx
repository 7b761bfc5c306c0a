// A customer's page's Tasks section: its open tasks, whoever holds them, and "Add task" about it. Plain elements, as
// the rest of that page (the dialog's antd code comes when it opens). Mounted through shared/customerSections.tsx.
import { useSuspenseQuery } from '@apollo/client/react';
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePermissions } from '../../shared/permissions.tsx';
import { screenWords } from '../../shared/screenWords.ts';
import { UiButton } from '../../shared/UiButton.tsx';
import { CustomerTasksDocument } from './taskDocuments.ts';
import { useEarlyFetchPolicy } from '../../shared/earlyQuery.ts';
import { TaskFormIsland } from './TaskFormIsland.tsx';
import { TaskItem } from './TaskItem.tsx';
import { customerTasksWords, namedActions, taskWords } from './taskWords.ts';
import { useTaskMutations } from './useTaskMutations.ts';
import './tasks.css';

export function CustomerTasks({ customer }: { customer: { id: string; fname: string; lname: string } }) {
  const intl = useIntl();
  const { canWrite } = usePermissions();
  const [adding, setAdding] = useState(false);
  const variables = { customerId: customer.id };
  const fetchPolicy = useEarlyFetchPolicy(CustomerTasksDocument, variables, 'cache-and-network');
  // The page renders once its tasks are here (fetched beside its code on a first load), so no larger words paint
  // after the screen's first paint: the browser's largest paint stays the page's own.
  const { data, error } = useSuspenseQuery(CustomerTasksDocument, {
    variables,
    fetchPolicy,
    errorPolicy: 'all',
  });
  const { complete } = useTaskMutations();
  // A task completed here leaves at once (its answer is shown before the server's, useTaskMutations.ts).
  const tasks = (data?.tasks.nodes ?? []).filter((task) => !task.done);
  return (
    <section className="customer-tasks" aria-labelledby="customer-tasks-title">
      <div className="customer-tasks-head">
        <h2 id="customer-tasks-title">{intl.formatMessage(screenWords.tasksTitle)}</h2>
        {canWrite && (
          <UiButton size="small" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {intl.formatMessage(taskWords.addTask)}
          </UiButton>
        )}
      </div>
      {error && !data && <p role="alert">{error.message}</p>}
      {!tasks.length && !(error && !data) && <p className="task-none">{intl.formatMessage(customerTasksWords.none)}</p>}
      {tasks.length > 0 && (
        <ul className="task-list">
          {tasks.map((task) => (
            <TaskItem
              key={task.id}
              task={task}
              showCustomer={false}
              showAssignee
              actions={
                canWrite && (
                  <UiButton
                    size="small"
                    icon={<CheckOutlined />}
                    onClick={() => void complete(task).catch(() => undefined)}
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
      {adding && (
        <TaskFormIsland
          canAssign
          customer={{ id: customer.id, name: `${customer.fname} ${customer.lname}` }}
          onClose={() => setAdding(false)}
        />
      )}
    </section>
  );
}
