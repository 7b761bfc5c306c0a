// The customers list's words about filtering by custom fields: the button, its panel and each control's parts.
import { defineMessage, defineMessages } from 'react-intl';

export const fieldFilterWords = defineMessages({
  button: {
    defaultMessage: 'Fields',
    id: 'bBPgJu',
    description: 'Customers list: the button of the filter by custom field values, none set',
  },
  panel: {
    defaultMessage: 'Show customers whose fields match',
    id: 'cyLYNL',
    description: "Customers list: the heading and accessible name of the custom field filters' panel",
  },
  from: {
    defaultMessage: 'From',
    id: '/I7fRI',
    description: "Customers list: the label of a number or date field filter's lower bound (included)",
  },
  to: {
    defaultMessage: 'To',
    id: 'cIxy+M',
    description: "Customers list: the label of a number or date field filter's upper bound (included)",
  },
  any: {
    defaultMessage: 'Any',
    id: '5ihCEX',
    description: "Customers list: a choice or checkbox field filter's first choice, which filters nothing",
  },
  contains: {
    defaultMessage: 'Contains…',
    id: '5HmXV9',
    description: "Customers list: the placeholder of a text or link field filter's box",
  },
  clear: {
    defaultMessage: 'Clear field filters',
    id: 'd3DbCy',
    description: 'Customers list: button that removes every custom field filter',
  },
});

export const fieldFilterCount = defineMessage<{ count: number }>({
  defaultMessage: '{count, plural, one {# field filter} other {# field filters}}',
  id: 'XpZ5jo',
  description: 'Customers list: the button of the filter by custom field values, some set (count: how many)',
});
