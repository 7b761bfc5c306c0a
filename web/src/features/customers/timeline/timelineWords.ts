// The customer timeline's words, shared by its parts (the form is loaded apart, with antd).
import { defineMessage, defineMessages } from 'react-intl';

export const kindWords = defineMessages({
  NOTE: {
    defaultMessage: 'Note',
    id: 'V61rxp',
    description: 'Customer timeline: the kind of an activity, a written note',
  },
  CALL: {
    defaultMessage: 'Call',
    id: 'KyMNPp',
    description: 'Customer timeline: the kind of an activity, a phone call',
  },
  MEETING: {
    defaultMessage: 'Meeting',
    id: 'z6f8NV',
    description: 'Customer timeline: the kind of an activity, a meeting',
  },
  EMAIL: { defaultMessage: 'Email', id: 'YQew+n', description: 'Customer timeline: the kind of an activity, an email' },
});

export const filterWords = defineMessages({
  ALL: { defaultMessage: 'All', id: 'MJs67w', description: 'Customer timeline: filter showing every entry' },
  NOTE: { defaultMessage: 'Notes', id: 'iaoML/', description: 'Customer timeline: filter showing only notes' },
  CALL: { defaultMessage: 'Calls', id: '36fch6', description: 'Customer timeline: filter showing only calls' },
  MEETING: { defaultMessage: 'Meetings', id: 'mgv23j', description: 'Customer timeline: filter showing only meetings' },
  EMAIL: { defaultMessage: 'Emails', id: 'mdC/Uh', description: 'Customer timeline: filter showing only emails' },
  TASKS: {
    defaultMessage: 'Tasks',
    id: 'O/alXp',
    description: 'Customer timeline: filter showing only tasks about the customer',
  },
  CHANGES: {
    defaultMessage: 'Changes',
    id: 'WWrUcx',
    description: "Customer timeline: filter showing only changes to the customer's fields (its history)",
  },
});

/** A task entry: the task's title, open or done (tasks show in the timeline when they were made). */
export const taskEntryWords = {
  open: defineMessage<{ title: string }>({
    defaultMessage: 'Task: {title}',
    id: 'End2Kb',
    description: "Customer timeline: an entry for a task about the customer; {title} is the task's title",
  }),
  done: defineMessage<{ title: string }>({
    defaultMessage: 'Task done: {title}',
    id: '5wKKhb',
    description: "Customer timeline: an entry for a completed task about the customer; {title} is the task's title",
  }),
};

export const timelineWords = defineMessages({
  title: { defaultMessage: 'Timeline', id: 'vmfmRf', description: "A customer's page: the timeline section's heading" },
  companyTitle: {
    defaultMessage: 'Timeline of its people',
    id: '1jgqsR',
    description: "A company's page: heading of the section listing what happened with all the people working there",
  },
  filter: {
    defaultMessage: 'Show',
    id: 'C2lJP9',
    description: 'Customer timeline: label of the group of kind filters',
  },
  kind: {
    defaultMessage: 'Kind',
    id: 'SQpjdT',
    description: 'Customer timeline form: label of the activity kind choice',
  },
  when: {
    defaultMessage: 'When',
    id: '1s/Bod',
    description: 'Customer timeline form: label of when the activity happened',
  },
  whenHint: {
    defaultMessage: 'When it happened; leave empty for now',
    id: '7r+10O',
    description: 'Customer timeline form: hint on the date and time of an activity',
  },
  text: {
    defaultMessage: 'Activity text',
    id: 'dd75ni',
    description: 'Customer timeline form: label of the text of a new activity',
  },
  editText: {
    defaultMessage: 'Edit the activity text',
    id: 'Aw4Rc9',
    description: "Customer timeline: label of the text box editing an activity's text",
  },
  placeholder: {
    defaultMessage: 'Write a note… type @ to mention a teammate',
    id: '/xXqlB',
    description: 'Customer timeline form: placeholder of the text box of a new activity',
  },
  add: {
    defaultMessage: 'Add activity',
    id: 'wLARkA',
    description: 'Customer timeline form: button that adds the activity',
  },
  save: {
    defaultMessage: 'Save',
    id: 'oHkrma',
    description: "Customer timeline: button that saves an edited activity's text",
  },
  cancel: {
    defaultMessage: 'Cancel',
    id: 'jtFEiE',
    description: 'Customer timeline: button that stops editing an activity',
  },
  edit: { defaultMessage: 'Edit', id: 'pjKq4Z', description: 'Customer timeline: button that edits an activity' },
  delete: { defaultMessage: 'Delete', id: 'z9kItt', description: 'Customer timeline: button that deletes an activity' },
  deleteQuestion: {
    defaultMessage: 'Delete this activity?',
    id: 'wWPpyT',
    description: 'Customer timeline: title of the question before deleting an activity',
  },
  edited: {
    defaultMessage: '(edited)',
    id: 'vnTqSF',
    description: 'Customer timeline: mark on an activity whose text was changed',
  },
  someone: {
    defaultMessage: 'A former member',
    id: '+XYO7s',
    description: 'Customer timeline: who wrote an activity, when its author left the team',
  },
  loadMore: {
    defaultMessage: 'Load more',
    id: 'DDeI/R',
    description: 'Customer timeline: button that loads older entries',
  },
  empty: {
    defaultMessage: 'Nothing here yet.',
    id: '48C5qo',
    description: 'Customer timeline: shown when no entry matches the filter',
  },
  failed: {
    defaultMessage: 'The timeline could not be loaded.',
    id: 'a6Fcz+',
    description: "A customer's page: the timeline failed to load",
  },
});

export const byWhomWords = defineMessage<{ kind: string; author: string }>({
  defaultMessage: '{kind} by {author}',
  id: 'aeSmkr',
  description: 'Customer timeline: the heading of an activity, e.g. "Call by ann@example.com"',
});
