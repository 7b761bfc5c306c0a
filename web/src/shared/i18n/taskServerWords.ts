// The server's words about tasks (server/domain/tasks/taskService.ts's taskMessages), for serverWords.ts's table.
import { defineMessages } from 'react-intl';

export const taskServerWords = defineMessages({
  title: { defaultMessage: 'Please give the task a title', id: 'INeWRv', description: 'Task rule: the title is empty' },
  dueAt: {
    defaultMessage: 'Please enter the due date as an ISO 8601 date and time',
    id: 'TLGTVH',
    description: 'Task rule: the due date could not be read',
  },
  assignee: {
    defaultMessage: 'Choose an active member of the team',
    id: 'D+DdPj',
    description: 'Task rule: the task was given to someone who is no active member',
  },
  customer: {
    defaultMessage: 'There is no customer with this id',
    id: 'g2HWDo',
    description: 'Task rule: the customer the task is about does not exist (any more)',
  },
  notYours: {
    defaultMessage: 'Only whoever made or holds this task, the owner and admins can change it.',
    id: 'o3dA7h',
    description: "Task refused: changing someone else's task",
  },
  othersTasks: {
    defaultMessage: 'Only the owner and admins can look at other members’ tasks.',
    id: '90WPl3',
    description: "Task refused: a member asked for another member's tasks",
  },
});
