// The list narrowed to one company's people (company=id in the address, as a company's page links to it): a chip
// naming the company, whose button shows every company's customers again.
import { CloseOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { defineMessage, useIntl } from 'react-intl';
import { graphql } from '../../../gql/index.ts';

const CompanyNameDocument = graphql(`
  query CompanyName($id: ID!) {
    company(id: $id) {
      id
      name
    }
  }
`);

const filteredWords = defineMessage<{ name: string }>({
  defaultMessage: 'Company: {name}',
  id: 'IeQymq',
  description: 'Customers list: the chip saying the list shows only the people of one company',
});
const clearWords = defineMessage<{ name: string }>({
  defaultMessage: 'Show every company’s customers, not only {name}’s',
  id: 'wAKtEE',
  description: "Customers list: the company chip's button that removes the company filter",
});

export function CompanyFilter({ companyId, onClear }: { companyId: string; onClear: () => void }) {
  const intl = useIntl();
  const { data } = useQuery(CompanyNameDocument, { variables: { id: companyId } });
  const name = data?.company?.name ?? '…';
  return (
    <span className="customers-company-filter">
      <bdi>{intl.formatMessage(filteredWords, { name })}</bdi>
      <button type="button" onClick={onClear} aria-label={intl.formatMessage(clearWords, { name })}>
        <CloseOutlined />
      </button>
    </span>
  );
}
