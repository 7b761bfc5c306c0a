// A customer's fields as its page shows them, read-only: rendered by the page, and by the server into the page it
// sends (web/src/app/answeredFrames.tsx), so the two put every value in the same place. Plain elements styled as antd's
// bordered Descriptions (details.css, which the page links).
import { EditOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CustomerQuery } from '../../gql/graphql.ts';
import { customerCompanyMessage, customerFieldMessages as fieldWords } from '../../shared/customerFieldWords.ts';
import type { TeamCustomField } from '../../shared/customFields/useCustomFields.ts';
import { paths } from '../../shared/routes.ts';
import { UiButton } from '../../shared/UiButton.tsx';
import { furtherContactRows } from './contactPoints/ContactPointList.tsx';
import { customFieldRows } from './customFields/customFieldRows.tsx';

export type Customer = NonNullable<CustomerQuery['customer']>;

/** The card's Edit, for the roles that may change the customer: opens its form. */
export function EditCustomerButton({ onClick }: { onClick?: () => void }) {
  return (
    <UiButton className="ui-button-link" icon={<EditOutlined />} onClick={onClick}>
      <FormattedMessage
        defaultMessage="Edit"
        id="4iMW/Q"
        description="A customer's page: button that opens the customer's form"
      />
    </UiButton>
  );
}

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

/**
 * The fields, read-only: two to a row from tablets up (a wide one alone), one to a row on a phone (`oneColumn`), with
 * the team's custom fields that hold a value.
 */
export function CustomerFields({
  customer,
  teamFields,
  oneColumn,
}: {
  customer: Customer;
  teamFields: readonly TeamCustomField[];
  oneColumn: boolean;
}) {
  const intl = useIntl();
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
