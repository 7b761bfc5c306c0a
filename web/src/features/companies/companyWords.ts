// The Companies screen's and a company's page's words.
import { defineMessage, defineMessages } from 'react-intl';

export const companyWords = defineMessages({
  title: {
    defaultMessage: 'Companies',
    id: 'MDnA48',
    description: 'Companies screen: its title, and the sidebar link to it',
  },
  add: {
    defaultMessage: 'Add company',
    id: 'UcJ1Eo',
    description: 'Companies screen: the button that opens the form for a new company',
  },
  edit: {
    defaultMessage: 'Edit company',
    id: '+/TNTd',
    description: "A company's page: the button that opens its details' form",
  },
  search: {
    defaultMessage: 'Search companies',
    id: 'O7zJYV',
    description: 'Companies screen: the label of the search box',
  },
  name: { defaultMessage: 'Name', id: 'CKv/LX', description: "A company's name: a form label, the list's column" },
  domain: {
    defaultMessage: 'Domain',
    id: 'e6zoFA',
    description: "A company's web domain (example.com): a form label, a column",
  },
  address: { defaultMessage: 'Address', id: '0nwj/n', description: "A company's address: a form label" },
  phone: { defaultMessage: 'Phone', id: 'Jn703N', description: "A company's phone: a form label" },
  notes: { defaultMessage: 'Notes', id: 'LlSEEh', description: 'Notes about a company: a form label' },
  people: {
    defaultMessage: 'People',
    id: 'y3Egch',
    description: "Companies screen: the column of each company's number of people",
  },
  save: { defaultMessage: 'Save', id: 'Q14LCE', description: 'Company form: the button that saves the company' },
  cancel: {
    defaultMessage: 'Cancel',
    id: 'waClxM',
    description: 'Company form: the button that closes it without saving',
  },
  none: {
    defaultMessage: 'No companies yet.',
    id: 'gxwKiO',
    description: 'Companies screen: the list is empty (no search)',
  },
  noneFound: {
    defaultMessage: 'No company matches.',
    id: 'L8iCol',
    description: 'Companies screen: the search finds no company',
  },
  loading: {
    defaultMessage: 'Loading companies…',
    id: 'y+zO6U',
    description: 'Companies screen: the list is being fetched',
  },
  more: {
    defaultMessage: 'Show more',
    id: '2MWTeR',
    description: 'Companies screen: the button that fetches the next companies',
  },
  notFound: {
    defaultMessage: 'There is no such company.',
    id: 'czEh/Q',
    description: "A company's page: the address names none",
  },
  back: {
    defaultMessage: 'All companies',
    id: 'kUZmeZ',
    description: "A company's page: the link back to the Companies screen",
  },
  peopleTitle: {
    defaultMessage: 'People',
    id: '7EfBfG',
    description: "A company's page: the heading of the list of its customers",
  },
  noPeople: {
    defaultMessage: 'Nobody works here yet. Choose this company on a customer’s form.',
    id: 'sFEc0i',
    description: "A company's page: the company has no customers",
  },
  inList: {
    defaultMessage: 'Show them in the customers list',
    id: 'q2ypY0',
    description: "A company's page: the link to the customers list narrowed to this company's people",
  },
  failed: {
    defaultMessage: 'The company could not be saved.',
    id: 'GGfG+o',
    description: 'Company form: saving failed',
  },
  noValue: {
    defaultMessage: '—',
    id: 'jJMPt6',
    description: "A company's page: a detail with no value (keep as a dash)",
  },
});

export const peopleCountWords = defineMessage<{ count: number }>({
  defaultMessage: '{count, plural, one {# person} other {# people}}',
  id: 'uqNI3E',
  description: "Companies screen and a company's page: how many customers work at a company",
});
