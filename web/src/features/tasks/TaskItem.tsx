// One task in a list, plain elements (the dashboard and a customer's page show them without antd): its title, when it
// is due and the customer it is about, with the controls the list gives it.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { TaskFieldsFragment } from '../../gql/graphql.ts';
import { useWhen } from '../../shared/i18n/formats.ts';
import { paths } from '../../shared/routes.ts';
import { aboutCustomer, dueWhen } from './taskWords.ts';

export function TaskItem({
  task,
  tick,
  actions,
  showCustomer = true,
  showAssignee = false,
}: {
  task: TaskFieldsFragment;
  /** The tick box of a list that acts on several tasks at once */
  tick?: ReactNode;
  actions?: ReactNode;
  showCustomer?: boolean;
  showAssignee?: boolean;
}) {
  const intl = useIntl();
  const when = useWhen();
  return (
    <li className="task-item">
      {tick}
      <div className="task-body">
        <span className="task-title">{task.title}</span>
        <span className="task-meta">
          {task.dueAt && <span>{intl.formatMessage(dueWhen, { when: when(task.dueAt) })}</span>}
          {showCustomer && task.customer && (
            <Link to={paths.customerDetails(task.customer.id)}>
              {intl.formatMessage(aboutCustomer, { name: `${task.customer.fname} ${task.customer.lname}` })}
            </Link>
          )}
          {showAssignee && task.assignee && <bdi>{task.assignee.email}</bdi>}
        </span>
        {task.notes && <span className="task-notes">{task.notes}</span>}
      </div>
      {actions && <div className="task-actions">{actions}</div>}
    </li>
  );
}
