// 'dashboard/companies/:id': a company's details (members and above change them here) and its people, each linking to
// its customer's page; the list follows the company's live list (a customer joining or leaving shows at once). Below,
// the sections other areas add (the timeline of its people: app/DashboardRoute.tsx).
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { CompanySections } from '../../shared/companySections.tsx';
import { PageCard } from '../../shared/PageCard.tsx';
import { usePermissions } from '../../shared/permissions.tsx';
import { paths } from '../../shared/routes.ts';
import { UiButton } from '../../shared/UiButton.tsx';
import { CompanyEditor } from './CompanyEditor.tsx';
import { CompanyPeopleChangesDocument, CompanyPeopleDocument } from './companyPageDocuments.ts';
import { companyWords, peopleCountWords } from './companyWords.ts';
import './companies.css';

const details = ['domain', 'address', 'phone', 'notes'] as const;

export function CompanyPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { canWrite } = usePermissions();
  const [editing, setEditing] = useState(false);
  const { data, loading, refetch } = useQuery(CompanyPeopleDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(CompanyPeopleChangesDocument, {
    variables: { id },
    onData: ({ data: set }) => {
      if (set.data && !set.data.customerChanges.initial) void refetch();
    },
  });
  const company = data?.company;
  const back = (
    <Link className="company-back" to={paths.companies}>
      <ArrowLeftOutlined /> {intl.formatMessage(companyWords.back)}
    </Link>
  );
  if (!company) {
    return (
      <div className="companies-page">
        <PageCard title={intl.formatMessage(companyWords.title)} busy={loading}>
          {back}
          {!loading && <p className="companies-note">{intl.formatMessage(companyWords.notFound)}</p>}
        </PageCard>
      </div>
    );
  }
  const people = data.customers;
  return (
    <div className="companies-page">
      <PageCard
        title={company.name}
        tag={
          <span className="company-count">{intl.formatMessage(peopleCountWords, { count: company.peopleCount })}</span>
        }
        extra={
          canWrite &&
          !editing && (
            <UiButton icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {intl.formatMessage(companyWords.edit)}
            </UiButton>
          )
        }
      >
        {back}
        {editing ? (
          <CompanyEditor company={company} onDone={() => setEditing(false)} />
        ) : (
          <dl className="company-details">
            {details.map((field) => (
              <div key={field}>
                <dt>{intl.formatMessage(companyWords[field])}</dt>
                <dd>{company[field] || intl.formatMessage(companyWords.noValue)}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="company-people-head">
          <h2 className="company-people-title">{intl.formatMessage(companyWords.peopleTitle)}</h2>
          {people.length > 0 && (
            <Link to={paths.customersOfCompany(company.id)}>{intl.formatMessage(companyWords.inList)}</Link>
          )}
        </div>
        {people.length === 0 ? (
          <p className="companies-note">{intl.formatMessage(companyWords.noPeople)}</p>
        ) : (
          <ul className="company-people">
            {people.map((person) => (
              <li key={person.id}>
                <Link to={paths.customerDetails(person.id)}>
                  {person.fname} {person.lname}
                </Link>
                <span className="company-person-contact">{person.email}</span>
              </li>
            ))}
          </ul>
        )}
        <CompanySections company={company} />
      </PageCard>
    </div>
  );
}
