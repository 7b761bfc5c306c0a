// The Team page's words about tags: the Tags section, its form and list, and each colour's name.
import { defineMessage, defineMessages } from 'react-intl';
import type { TagColor } from '../../../../server/domain/tags/tag.ts';

export const teamTagWords = defineMessages({
  title: {
    defaultMessage: 'Tags',
    id: 'KfpfDN',
    description: "Team page: the title of the section where admins keep the team's tags",
  },
  lead: {
    defaultMessage: 'Members put these tags on customers to group and filter them. At most 500.',
    id: 'o7AkOZ',
    description: 'Team page: what the Tags section is for',
  },
  name: { defaultMessage: 'Tag name', id: '2K4uAG', description: "Team page: label of a tag's name field" },
  color: { defaultMessage: 'Colour', id: 'XMokvL', description: "Team page: label of a tag's colour select" },
  add: { defaultMessage: 'Add tag', id: 'bYFxUe', description: 'Team page: button that adds the tag typed' },
  added: { defaultMessage: 'Tag added.', id: 'L22viJ', description: 'Team page: said once a tag is added' },
  edit: {
    defaultMessage: 'Rename or recolour',
    id: 'kJyM7r',
    description: "Team page: button that opens a tag's name and colour",
  },
  save: {
    defaultMessage: 'Save',
    id: 'OAJAjz',
    description: "Team page: button that saves a tag's new name and colour",
  },
  cancel: {
    defaultMessage: 'Cancel',
    id: 'bUBc0s',
    description: "Team page: button that closes a tag's fields unsaved",
  },
  saved: {
    defaultMessage: 'Tag saved.',
    id: 'uUkvKd',
    description: 'Team page: said once a tag is renamed or recoloured',
  },
  delete: { defaultMessage: 'Delete', id: 'wqiA+7', description: "Team page: a tag's button that deletes it" },
  empty: { defaultMessage: 'No tags yet.', id: 'yB1RFA', description: 'Team page: said when the team has no tags' },
});

export const tagCustomerCount = defineMessage<{ count: number }>({
  defaultMessage: '{count, plural, one {# customer} other {# customers}}',
  id: 'JrVtTd',
  description: 'Team page: how many active customers carry a tag',
});

export const editTagLabel = defineMessage<{ name: string }>({
  defaultMessage: 'Rename or recolour {name}',
  id: '0TXNyD',
  description: "Team page: accessible name of a tag's Rename or recolour button",
});

export const deleteTagLabel = defineMessage<{ name: string }>({
  defaultMessage: 'Delete {name}',
  id: 'I3NPzO',
  description: "Team page: accessible name of a tag's Delete button",
});

export const deleteTagTitle = defineMessage<{ name: string }>({
  defaultMessage: 'Delete the tag “{name}”?',
  id: 'bAJRhd',
  description: "Team page: title of a tag's Delete confirmation",
});

export const deleteTagContent = defineMessage<{ count: number }>({
  defaultMessage:
    '{count, plural, =0 {No customer carries it.} one {It is taken off the # customer who carries it.} other {It is taken off the # customers who carry it.}}',
  id: 'OPw61Z',
  description: "Team page: what a tag's Delete confirmation says it does",
});

export const deleteTagOk = defineMessage({
  defaultMessage: 'Delete tag',
  id: 'VrLNlo',
  description: "Team page: the Delete confirmation's button that deletes the tag",
});

export const tagColorWords = defineMessages<TagColor>({
  gray: { defaultMessage: 'Grey', id: '0g/3Fh', description: 'Tag colour name' },
  red: { defaultMessage: 'Red', id: 'lW3UJk', description: 'Tag colour name' },
  volcano: { defaultMessage: 'Vermilion', id: 'CtBf0t', description: 'Tag colour name (a red-orange)' },
  orange: { defaultMessage: 'Orange', id: 'xOFmbz', description: 'Tag colour name' },
  gold: { defaultMessage: 'Gold', id: 'Ehihs2', description: 'Tag colour name' },
  green: { defaultMessage: 'Green', id: 'iIrHwd', description: 'Tag colour name' },
  cyan: { defaultMessage: 'Cyan', id: 'bmB++n', description: 'Tag colour name' },
  blue: { defaultMessage: 'Blue', id: 'zaCcdS', description: 'Tag colour name' },
  geekblue: { defaultMessage: 'Indigo', id: 'R3VZMM', description: 'Tag colour name (a deep blue)' },
  purple: { defaultMessage: 'Purple', id: '6mWTZs', description: 'Tag colour name' },
  magenta: { defaultMessage: 'Magenta', id: 'CeAf0N', description: 'Tag colour name' },
});
