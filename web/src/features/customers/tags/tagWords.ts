// The customers feature's words about tags: the list's column and filter, the selection bar's Add tag and Remove tag,
// and choosing a customer's tags.
import { defineMessage, defineMessages } from 'react-intl';

export const tagWords = defineMessages({
  column: {
    defaultMessage: 'Tags',
    id: '03RjC1',
    description: 'Customers list: the column of tag chips (its title, and in Columns)',
  },
  choose: {
    defaultMessage: 'Tags',
    id: 'mdsMaR',
    description: "Customer form and page: the legend of the customer's tag checkboxes",
  },
  none: {
    defaultMessage: 'The team has no tags yet; admins add them on the Team page.',
    id: 'lXrA6D',
    description: 'Customer form and page: said instead of tag checkboxes when the team has defined none',
  },
  noTags: {
    defaultMessage: 'No tags',
    id: 'GF9jRs',
    description: "Customer's page: said when the customer carries no tag",
  },
  edit: {
    defaultMessage: 'Change tags',
    id: '+eXptm',
    description: "Customer's page: button that opens the tag checkboxes",
  },
  save: {
    defaultMessage: 'Save tags',
    id: '4FRBfr',
    description: "Customer's page: button that saves the chosen tags",
  },
  cancel: {
    defaultMessage: 'Cancel',
    id: '2Sq9gr',
    description: "Customer's page: button that closes the tag checkboxes unsaved",
  },
  failed: {
    defaultMessage: 'The tags were not saved. Try again.',
    id: 'iD9nhN',
    description: "Customer's page: said when saving the customer's tags failed",
  },
  filter: {
    defaultMessage: 'Tags',
    id: 'w2rpxE',
    description: 'Customers list: the button of the filter by tags, none chosen',
  },
  filterLegend: {
    defaultMessage: 'Show customers carrying all of these tags',
    id: 'LPbugS',
    description: 'Customers list: the legend of the tag filter checkboxes',
  },
  filterClear: {
    defaultMessage: 'Any tags',
    id: 'KKN1TG',
    description: 'Customers list: button that clears the tag filter',
  },
  addTag: {
    defaultMessage: 'Add tag',
    id: 'AzJJgX',
    description: "Customers list: the selection bar's menu that tags the ticked rows",
  },
  addTagLabel: {
    defaultMessage: 'Add a tag to the selected customers',
    id: 'PyhtTD',
    description: "Customers list: accessible name of the selection bar's Add tag menu",
  },
  removeTag: {
    defaultMessage: 'Remove tag',
    id: '/1lPX9',
    description: "Customers list: the selection bar's menu that takes a tag off the ticked rows",
  },
  removeTagLabel: {
    defaultMessage: 'Remove a tag from the selected customers',
    id: '85LoSZ',
    description: "Customers list: accessible name of the selection bar's Remove tag menu",
  },
});

/** The tag filter's button with how many tags are chosen */
export const tagFilterCount = defineMessage<{ count: number }>({
  defaultMessage: 'Tags: {count}',
  id: 'yR7f5+',
  description: 'Customers list: the button of the filter by tags, with how many tags are chosen',
});
