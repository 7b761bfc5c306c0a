// 'dashboard/companies': the team's companies in name order with how many people work at each, searched by name or
// domain; members and above add one here. Plain elements and app.css: no antd for a list and a form.
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { CompaniesDocument } from '../../shared/companies/companyDocuments.ts';
import { PageCard } from '../../shared/PageCard.tsx';
import { usePermissions } from '../../shared/permissions.tsx';
import { paths } from '../../shared/routes.ts';
import { UiButton } from '../../shared/UiButton.tsx';
import { CompanyEditor } from './CompanyEditor.tsx';
import { companyWords, peopleCountWords } from './companyWords.ts';
import './companies.css';

const pageSize = 50;

export function CompaniesPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { canWrite } = usePermissions();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const searched = useDeferredValue(search.trim());
  const searchId = useId();
  const { data, loading, fetchMore } = useQuery(CompaniesDocument, {
    variables: { search: searched || null, first: pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.companies;
  const more = () =>
    void fetchMore({
      variables: { after: page?.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        companies: {
          ...fetchMoreResult.companies,
          nodes: [...previous.companies.nodes, ...fetchMoreResult.companies.nodes],
        },
      }),
    });

  return (
    <div className="companies-page">
      <PageCard
        title={intl.formatMessage(companyWords.title)}
        busy={loading && !page}
        extra={
          canWrite &&
          !adding && (
            <UiButton primary icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {intl.formatMessage(companyWords.add)}
            </UiButton>
          )
        }
      >
        {adding && (
          <CompanyEditor
            company={null}
            onDone={(saved) => (saved ? navigate(paths.company(saved.id)) : setAdding(false))}
          />
        )}
        <div className="ui-field companies-search">
          <label className="ui-label" htmlFor={searchId}>
            {intl.formatMessage(companyWords.search)}
          </label>
          <span className="ui-input">
            <input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </span>
        </div>
        {!page && <p className="companies-note">{intl.formatMessage(companyWords.loading)}</p>}
        {page && page.nodes.length === 0 && (
          <p className="companies-note">{intl.formatMessage(searched ? companyWords.noneFound : companyWords.none)}</p>
        )}
        {page && page.nodes.length > 0 && (
          <table className="companies-table">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(companyWords.name)}</th>
                <th scope="col" className="companies-domain">
                  {intl.formatMessage(companyWords.domain)}
                </th>
                <th scope="col" className="companies-count">
                  {intl.formatMessage(companyWords.people)}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.nodes.map((company) => (
                <tr key={company.id}>
                  <td>
                    <Link to={paths.company(company.id)}>{company.name}</Link>
                  </td>
                  <td className="companies-domain">{company.domain}</td>
                  <td className="companies-count">
                    {intl.formatMessage(peopleCountWords, { count: company.peopleCount })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {page?.pageInfo.hasNextPage && (
          <UiButton className="companies-more" onClick={more}>
            {intl.formatMessage(companyWords.more)}
          </UiButton>
        )}
      </PageCard>
    </div>
  );
}
