// The server's words about tags (server/domain/tags/tag.ts's tagMessages), for serverWords.ts's table.
import { defineMessages } from 'react-intl';

export const tagServerWords = defineMessages({
  name: { defaultMessage: 'Please name the tag', id: 'CtHKoy', description: 'Tag rule: the name is empty' },
  sameName: {
    defaultMessage: 'A tag with this name already exists',
    id: 'FUgkTr',
    description: 'Tag rule: another tag has this name (case and accents aside)',
  },
  tooMany: {
    defaultMessage: 'The team can keep at most 500 tags: delete one first',
    id: 'apEaU+',
    description: 'Tag refused: the team has the most tags allowed',
  },
  noName: {
    defaultMessage: 'No tag has this name: an admin may add it',
    id: 'zPHj8w',
    description: 'Import refused a row: its tags cell names a tag the team does not have, and only admins add tags',
  },
  unknown: { defaultMessage: 'No such tag', id: '4E2jA/', description: 'Tag rule: a tag chosen was deleted meanwhile' },
});
