// The customer form's words about custom fields.
import { defineMessages } from 'react-intl';

export const customFieldFormWords = defineMessages({
  noChoice: {
    defaultMessage: 'None',
    id: 'QTA6fZ',
    description: 'Customer form: the empty choice of a single choice custom field',
  },
});
