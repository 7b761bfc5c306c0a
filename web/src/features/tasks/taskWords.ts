// Words the task parts share: the groups of the team's day and the actions on a task.
import { defineMessage, defineMessages } from 'react-intl';

export const groupWords = defineMessages({
  overdue: { defaultMessage: 'Overdue', id: 'znv6Zv', description: 'Tasks: the group of tasks due before today' },
  today: { defaultMessage: 'Today', id: 'LgdDV+', description: 'Tasks: the group of tasks due today' },
  upcoming: { defaultMessage: 'Upcoming', id: 'Zjq8oT', description: 'Tasks: the group of tasks due after today' },
  noDate: { defaultMessage: 'No date', id: 'hJt+uV', description: 'Tasks: the group of tasks without a due date' },
});

export const taskWords = defineMessages({
  addTask: {
    defaultMessage: 'Add task',
    id: 'Zn3APb',
    description: 'Tasks: button that opens the dialog making a task',
  },
  tick: {
    defaultMessage: 'Select “{title}”',
    id: 'xBDnWD',
    description: 'Tasks: accessible name of the checkbox that ticks a task',
  },
  completeButton: { defaultMessage: 'Complete', id: '6yV7fV', description: 'Tasks: button that marks one task done' },
  reopen: { defaultMessage: 'Reopen', id: 'LGxSMa', description: 'Tasks: button that opens a done task again' },
  showDone: {
    defaultMessage: 'Show done tasks',
    id: '6QR9eB',
    description: 'Tasks: switch that lists the done tasks too',
  },
  done: { defaultMessage: 'Done', id: 'OpSewu', description: 'Tasks: the group of done tasks' },
  deleteConfirm: {
    defaultMessage: 'Delete this task for good?',
    id: '/HLz1o',
    description: 'Tasks: question before deleting a task',
  },
  completeTicked: {
    defaultMessage: '{count, plural, one {Complete # task} other {Complete # tasks}}',
    id: 'koOFGV',
    description: 'Tasks: button that marks every ticked task done',
  },
  none: { defaultMessage: 'Nothing here.', id: 'Xab87P', description: 'Tasks: an empty group' },
  due: { defaultMessage: 'Due {when}', id: 'homI/Q', description: 'Tasks: when a task is due, a date and time' },
  whose: {
    defaultMessage: 'Whose tasks',
    id: '29iz3G',
    description: 'Tasks: label of the member picker for owners and admins',
  },
  customer: { defaultMessage: 'Customer: {name}', id: 'fkE511', description: 'Tasks: the customer a task is about' },
});

export const myTasksWords = defineMessages({
  title: {
    defaultMessage: 'My tasks',
    id: 'FR62AL',
    description: 'Dashboard: title of the block of the viewer’s tasks for today',
  },
  all: {
    defaultMessage: 'All tasks',
    id: 'ov5Hzn',
    description: 'Dashboard: link from "My tasks" to the Tasks screen',
  },
  none: {
    defaultMessage: 'Nothing overdue or due today.',
    id: 'p1Mv4Q',
    description: 'Dashboard: "My tasks" when the viewer has no task overdue or due today',
  },
});

export const customerTasksWords = defineMessages({
  none: {
    defaultMessage: 'No open tasks about this customer.',
    id: 'uUcBlB',
    description: 'Customer page: its Tasks section, empty',
  },
});

/** Accessible names of a task's controls: the action and the task's title */
export const namedActions = {
  tick: defineMessage<{ title: string }>({
    defaultMessage: 'Select “{title}”',
    id: 'xBDnWD',
    description: 'Tasks: accessible name of the checkbox that ticks a task',
  }),
  complete: defineMessage<{ title: string }>({
    defaultMessage: 'Complete “{title}”',
    id: 'JA7nax',
    description: 'Tasks: accessible name of the button that marks one task done',
  }),
  reopen: defineMessage<{ title: string }>({
    defaultMessage: 'Reopen “{title}”',
    id: 'EiPgfN',
    description: 'Tasks: accessible name of the button that opens a done task again',
  }),
  edit: defineMessage<{ title: string }>({
    defaultMessage: 'Edit “{title}”',
    id: 'd4JRTZ',
    description: 'Tasks: accessible name of the button that edits one task',
  }),
  delete: defineMessage<{ title: string }>({
    defaultMessage: 'Delete “{title}”',
    id: 'plJFhl',
    description: 'Tasks: accessible name of the button that deletes one task',
  }),
};

export const completeTicked = defineMessage<{ count: number }>({
  defaultMessage: '{count, plural, one {Complete # task} other {Complete # tasks}}',
  id: 'koOFGV',
  description: 'Tasks: button that marks every ticked task done',
});

export const dueWhen = defineMessage<{ when: string }>({
  defaultMessage: 'Due {when}',
  id: 'homI/Q',
  description: 'Tasks: when a task is due, a date and time',
});

export const aboutCustomer = defineMessage<{ name: string }>({
  defaultMessage: 'Customer: {name}',
  id: 'fkE511',
  description: 'Tasks: the customer a task is about',
});
