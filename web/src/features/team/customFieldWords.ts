// The Team page's words about custom fields: the Custom fields section, its form and list.
import { defineMessage, defineMessages } from 'react-intl';

export const teamFieldWords = defineMessages({
  title: {
    defaultMessage: 'Custom fields',
    id: 'HcLgnL',
    description: "Team page: the title of the section where admins keep the team's own customer fields",
  },
  lead: {
    defaultMessage:
      'Fields of your own on every customer: they show in the customer form, on its page and in exports. At most 100.',
    id: 'FkcJjU',
    description: 'Team page: what the Custom fields section is for',
  },
  label: { defaultMessage: 'Label', id: '2vK/Xq', description: "Team page: label of a custom field's name box" },
  type: { defaultMessage: 'Type', id: 'fpCHpv', description: "Team page: label of a custom field's type select" },
  options: {
    defaultMessage: 'Options (one a line)',
    id: 'f0VDLB',
    description: "Team page: label of a choice field's options box, one option on each line",
  },
  required: {
    defaultMessage: 'Required',
    id: 'y8M7r5',
    description: 'Team page: checkbox making a custom field required on every customer, and its mark in the list',
  },
  add: {
    defaultMessage: 'Add field',
    id: 'hi5XWN',
    description: 'Team page: button that adds the custom field described',
  },
  added: { defaultMessage: 'Field added.', id: 't1RRDx', description: 'Team page: said once a custom field is added' },
  edit: {
    defaultMessage: 'Edit',
    id: 'LTgrMv',
    description: "Team page: button that opens a custom field's label and options",
  },
  save: { defaultMessage: 'Save', id: 'TjUbwo', description: "Team page: button that saves a custom field's changes" },
  cancel: {
    defaultMessage: 'Cancel',
    id: 'J/jcci',
    description: "Team page: button that closes a custom field's boxes unsaved",
  },
  saved: {
    defaultMessage: 'Field saved.',
    id: 'bZvXB6',
    description: 'Team page: said once a custom field is changed',
  },
  archive: {
    defaultMessage: 'Archive',
    id: 'miwUtJ',
    description: "Team page: a custom field's button that archives it",
  },
  archived: {
    defaultMessage: 'Field archived.',
    id: 'Ll6H7f',
    description: 'Team page: said once a custom field is archived',
  },
  archiveOk: {
    defaultMessage: 'Archive field',
    id: 'Z0REs+',
    description: "Team page: the Archive confirmation's button that archives the custom field",
  },
  archiveContent: {
    defaultMessage:
      'It leaves the customer form, customer pages and exports. Every customer keeps its value, and its key stays taken.',
    id: 'Qx4FTV',
    description: 'Team page: what archiving a custom field does, in its confirmation',
  },
  archivedTitle: {
    defaultMessage: 'Archived fields',
    id: '4bxMyv',
    description: 'Team page: heading of the list of archived custom fields',
  },
  empty: {
    defaultMessage: 'No custom fields yet.',
    id: '+y2z7e',
    description: 'Team page: said when the team has no custom fields',
  },
  keyLabel: {
    defaultMessage: 'Key',
    id: 'cmoZ6M',
    description: "Team page: label before a custom field's key, the name exports and the API use",
  },
});

export const editFieldLabel = defineMessage<{ label: string }>({
  defaultMessage: 'Edit {label}',
  id: 'PVZRaj',
  description: "Team page: accessible name of a custom field's Edit button",
});

export const archiveFieldLabel = defineMessage<{ label: string }>({
  defaultMessage: 'Archive {label}',
  id: 'SnWz6k',
  description: "Team page: accessible name of a custom field's Archive button",
});

export const archiveFieldTitle = defineMessage<{ label: string }>({
  defaultMessage: 'Archive the field “{label}”?',
  id: 'rAyZ8p',
  description: "Team page: title of a custom field's Archive confirmation",
});

export const fieldOptionCount = defineMessage<{ count: number }>({
  defaultMessage: '{count, plural, one {# option} other {# options}}',
  id: 'D1oGvm',
  description: 'Team page: how many options a choice field offers',
});
