// The customer form's company picker's words.
import { defineMessage, defineMessages } from 'react-intl';

export const companyPickerWords = defineMessages({
  placeholder: {
    defaultMessage: 'Type to find or add a company',
    id: 'HpwyBJ',
    description: 'Customer form: the empty company picker, inviting to type a company name',
  },
  noMatch: {
    defaultMessage: 'No company has this name yet',
    id: 'mQfiq9',
    description: 'Customer form: the company picker found nothing for the text typed (and nothing was typed to add)',
  },
  loading: {
    defaultMessage: 'Loading…',
    id: 'Cd6CaV',
    description: 'Customer form: the company picker is being fetched',
  },
});

export const createCompanyWords = defineMessage<{ name: string }>({
  defaultMessage: 'Add company “{name}”',
  id: 'kg0zAE',
  description: 'Customer form: the company picker choice that adds a new company with the name typed',
});
