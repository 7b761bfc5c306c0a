// A customer's page: plain elements and app.css, no antd (AppRoutes opens it without antd's providers), so a phone
// renders the fields and the history without downloading and running antd first. The fields are rendered as antd's
// bordered Descriptions, the history as its Timeline; a merged customer's notice, rarely shown, fetches antd
// (MergedIntoNotice.tsx).
import { furtherContactRows } from './contactPoints/ContactPointList.tsx';
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Suspense, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { CustomerQuery } from '../../gql/graphql.ts';
import { antdIsland } from '../../shared/AntdIsland.tsx';
import { customerCompanyMessage, customerFieldMessages as fieldWords } from '../../shared/customerFieldWords.ts';
import { PageCard, PageCardSkeleton } from '../../shared/PageCard.tsx';
import { screenWords } from '../../shared/screenWords.ts';
import { usePermissions } from '../../shared/permissions.tsx';
import { UiButton } from '../../shared/UiButton.tsx';
import { useStackedRows } from '../../shared/listPage.tsx';
import { useStaggeredRender } from '../../shared/useStaggeredRender.ts';
import { CustomerHistory } from './history/CustomerHistory.tsx';
import { CustomerTimeline } from './timeline/CustomerTimeline.tsx';
import { CustomerSections } from '../../shared/customerSections.tsx';
import { CustomerLoadFailed, CustomerNotFound } from './customerErrorScreens.tsx';
import { useCustomer } from './useCustomer.ts';
import { useCustomerActivity } from './presence/useCustomerActivity.ts';
import { CustomerViewers } from './presence/CustomerViewers.tsx';
import { MergeDuplicatesButton } from './CustomerMergeLinks.tsx';
import { CustomerDataActions } from './CustomerDataActions.tsx';
import { paths } from '../../shared/routes.ts';
import { CustomerTags } from './tags/CustomerTags.tsx';
import { customFieldRows } from './customFields/customFieldRows.tsx';
import { useCustomFields } from '../../shared/customFields/useCustomFields.ts';
import './details.css';

type Customer = NonNullable<CustomerQuery['customer']>;

const MergedIntoNotice = antdIsland(
  () => import('./MergedIntoNotice.tsx'),
  (module) => module.MergedIntoNotice,
);

const detailsWords = defineMessages({
  noNotes: {
    defaultMessage: 'No notes',
    id: 'K3Jrub',
    description: "A customer's page: the Notes row of a customer without notes",
  },
  status: {
    defaultMessage: 'Status',
    id: '7LjYJ9',
    description: "A customer's page: the label of the row saying active or removed",
  },
  active: {
    defaultMessage: 'Active',
    id: '1/9pYV',
    description: "A customer's page: the status of an active customer",
  },
  removed: {
    defaultMessage: 'Removed',
    id: 'AWELse',
    description: "A customer's page: the status of a removed customer",
  },
  noCompany: {
    defaultMessage: 'No company',
    id: 'D3N5dl',
    description: "A customer's page: the company row of a customer who works at none",
  },
  owner: {
    defaultMessage: 'Owner',
    id: 'j6vAoC',
    description: "A customer's page: the label of the row naming the member who owns the customer",
  },
  noOwner: {
    defaultMessage: 'No owner yet',
    id: 'fElr4+',
    description: "A customer's page: the owner row of a customer nobody owns (one from before owners were kept)",
  },
});

interface Field {
  /** Its key, and what it is called */
  key: string;
  label: string;
  value: ReactNode;
  /** Takes a whole row where two fields share one */
  wide?: boolean;
}

function fieldsOf(customer: Customer, intl: IntlShape): Field[] {
  const label = (key: keyof typeof fieldWords) => ({ key, label: intl.formatMessage(fieldWords[key]) });
  return [
    // Values keep their own direction in a right-to-left page; a phone number reads left to right everywhere.
    { ...label('fname'), value: <bdi>{customer.fname}</bdi> },
    { ...label('lname'), value: <bdi>{customer.lname}</bdi> },
    { ...label('email'), value: <a href={`mailto:${customer.email}`}>{customer.email}</a> },
    {
      ...label('phone'),
      value: (
        <a href={`tel:${customer.phone.replace(/\s/g, '')}`} dir="ltr">
          {customer.phone}
        </a>
      ),
    },
    // The further ones, each with its label, when there are some.
    ...furtherContactRows(customer, intl),
    { ...label('address'), value: <bdi>{customer.address}</bdi>, wide: true },
    {
      ...label('notes'),
      value: customer.notes ? (
        <span className="details-notes" dir="auto">
          {customer.notes}
        </span>
      ) : (
        <span className="details-none">
          <FormattedMessage {...detailsWords.noNotes} />
        </span>
      ),
      wide: true,
    },
    {
      key: 'status',
      label: intl.formatMessage(detailsWords.status),
      value: (
        <span className={customer.status ? 'status-dot status-dot-active' : 'status-dot'}>
          <FormattedMessage {...(customer.status ? detailsWords.active : detailsWords.removed)} />
        </span>
      ),
      wide: true,
    },
    {
      key: 'owner',
      label: intl.formatMessage(detailsWords.owner),
      // An email is left to right in any page: bdi keeps it whole in Hebrew and Arabic.
      value: customer.owner ? (
        <bdi>{customer.owner.email}</bdi>
      ) : (
        <span className="details-none">
          <FormattedMessage {...detailsWords.noOwner} />
        </span>
      ),
      wide: true,
    },
    {
      key: 'company',
      label: intl.formatMessage(customerCompanyMessage),
      value: customer.company ? (
        <Link to={paths.company(customer.company.id)}>
          <bdi>{customer.company.name}</bdi>
        </Link>
      ) : (
        <span className="details-none">
          <FormattedMessage {...detailsWords.noCompany} />
        </span>
      ),
      wide: true,
    },
  ];
}

/** The fields, read-only: two to a row from tablets up (a wide one alone), one to a row on a phone. */
function CustomerFields({ customer }: { customer: Customer }) {
  const oneColumn = useStackedRows();
  const intl = useIntl();
  const { fields: teamFields } = useCustomFields();
  const rows: Field[][] = [];
  for (const field of [...fieldsOf(customer, intl), ...customFieldRows(customer.fields, teamFields)]) {
    const last = rows.at(-1);
    if (!oneColumn && !field.wide && last?.length === 1 && !last[0]!.wide) last.push(field);
    else rows.push([field]);
  }
  return (
    <table className="details-list ui-descriptions">
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]!.key}>
            {row.map((field) => (
              <Cell key={field.key} field={field} span={!oneColumn && row.length === 1 ? 3 : 1} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Cell({ field, span }: { field: Field; span: number }) {
  return (
    <>
      <th scope="row" className="ui-descriptions-label">
        {field.label}
      </th>
      <td className="ui-descriptions-content" colSpan={span}>
        {field.value}
      </td>
    </>
  );
}

/**
 * What comes below the fields, rendered in the tasks after them: the fields (often the largest thing the page paints)
 * come in a task of their own, then the tags, the buttons and the sections other areas add (its tasks), then the
 * timeline, then the history, each in a transition, below the one before, so nothing painted moves and no task holds a
 * phone's main thread for long. Only this part renders again as each comes; busy until all are here, so the shell's
 * footer waits out of sight.
 */
function BelowTheFields({ customer, canWrite }: { customer: Customer; canWrite: boolean }) {
  const navigate = useNavigate();
  const rendered = useStaggeredRender(3);
  return (
    <div aria-busy={rendered < 3}>
      {rendered >= 1 && (
        <>
          <CustomerTags customer={customer} canWrite={canWrite} />
          <div className="form-actions">
            <UiButton
              icon={<ArrowLeftOutlined className="details-back-arrow" />}
              onClick={() => navigate(paths.customers)}
            >
              <FormattedMessage
                defaultMessage="Back to list"
                id="mF4LR8"
                description="A customer's page or form: button back to the customers list"
              />
            </UiButton>
            {customer.status && canWrite && (
              <MergeDuplicatesButton id={customer.id} email={customer.email} phone={customer.phone} />
            )}
            <CustomerDataActions customer={customer} />
          </div>
          <CustomerSections customer={customer} />
        </>
      )}
      {rendered >= 2 && <CustomerTimeline customerId={customer.id} />}
      {rendered >= 3 && <CustomerHistory id={customer.id} revision={JSON.stringify(customer)} />}
    </div>
  );
}

export function CustomerDetailsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const intl = useIntl();
  const { canWrite } = usePermissions();
  const { customer, loading, failed } = useCustomer(id);
  // Keeps the page current (the activity writes the customer into Apollo's cache) and says who else has it open.
  const { viewers } = useCustomerActivity(id, false, { skip: !customer });

  if (failed) return <CustomerLoadFailed />;
  if (!loading && !customer) return <CustomerNotFound id={id} />;

  return (
    <PageCard
      title={
        customer ? [customer.fname, customer.lname].join(' ') : intl.formatMessage(screenWords.customerDetailsTitle)
      }
      className="details-card"
      // Until the customer is here (a skeleton stands in): the shell's footer waits out of sight meanwhile.
      busy={!customer}
      extra={
        customer &&
        canWrite && (
          <UiButton
            className="ui-button-link"
            icon={<EditOutlined />}
            onClick={() => navigate(paths.editCustomer(customer.id))}
          >
            <FormattedMessage
              defaultMessage="Edit"
              id="4iMW/Q"
              description="A customer's page: button that opens the customer's form"
            />
          </UiButton>
        )
      }
    >
      <CustomerViewers viewers={viewers} />
      {customer && !customer.status && (
        <Suspense fallback={null}>
          <MergedIntoNotice id={customer.id} revision={String(customer.version)} />
        </Suspense>
      )}
      {customer ? <CustomerFields customer={customer} /> : <PageCardSkeleton rows={6} />}
      {/* With the customer: below the skeleton, which is shorter than the fields, they would be pushed down as they come. */}
      {customer && <BelowTheFields customer={customer} canWrite={canWrite} />}
    </PageCard>
  );
}
