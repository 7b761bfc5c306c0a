// The server's words about companies (server/domain/companies/company.ts's companyMessages), for serverWords.ts's table.
import { defineMessages } from 'react-intl';

export const companyServerWords = defineMessages({
  name: { defaultMessage: 'Please name the company', id: 'qT9wnJ', description: 'Company rule: the name is empty' },
  sameName: {
    defaultMessage: 'A company with this name already exists',
    id: '63LvsK',
    description: 'Company rule: another company has this name (case and accents aside)',
  },
  domain: {
    defaultMessage: 'Please insert a domain such as example.com',
    id: 'dz2e+U',
    description: "Company rule: the domain does not look like a web domain (keep 'example.com' as it is)",
  },
  unknown: {
    defaultMessage: 'No such company',
    id: 'knGT7u',
    description: 'Customer rule: the company chosen does not exist (deleted or never made)',
  },
});
