// The screen's name: its title, and the accessible name of both tables that list the contacts.
import { defineMessage } from 'react-intl';

export const contactsWord = defineMessage({
  defaultMessage: 'Contacts',
  id: '8LEJPv',
  description: "The contacts screen's title, and its table's accessible name",
});
