// The columns of the wide table (tablets and wider), one field each, and the row's checkbox.
import { FormattedMessage } from 'react-intl';
import {
  customerCompanyMessage,
  customerFieldMessages,
  customerOwnerMessage,
} from '../../../shared/customerFieldWords.ts';
import { DetailsLink, EditLink, rowWords, SelectBox, StatusButton } from './rowParts.tsx';
import { type Column } from './tableColumn.ts';
import { TagChips } from '../../../shared/tags/TagChips.tsx';
import { tagWords } from '../tags/tagWords.ts';

/** '#', and for a removed customer words that say so (the row's grey and italics do not reach a screen reader). */
export function indexColumn(width: number): Column {
  return {
    key: 'index',
    title: '#',
    width,
    align: 'right',
    render: ({ customer, index }) => (
      <>
        {index + 1}
        {!customer.status && (
          <span className="visually-hidden">
            <FormattedMessage
              defaultMessage=", removed"
              id="nnNR2i"
              description="Customers list: said after a removed row's number, to screen readers"
            />
          </span>
        )}
      </>
    ),
  };
}

/** docs/product.md#screens-and-routes columns after '#', one field each (tablets and wider). */
// Widths: at 1280 px with the sidebar open (980 px of table, the selection's checkbox column included), email and
// phone get the room they need most; the names and the address give up room to the checkbox and the owner (their
// titles show cut; the owner's email too, whole on hover and focus). With Tags shown, the text columns narrow
// (withTagsWidths in columnSets.tsx).
export const spreadColumns: Column[] = [
  indexColumn(40),
  {
    key: 'fname',
    title: <FormattedMessage {...customerFieldMessages.fname} />,
    width: 80,
    ellipsis: true,
    sortField: 'FNAME',
    // Before the name, which may be cut short here.
    render: ({ customer, nameExtra }) => (
      <>
        {nameExtra}
        {customer.fname}
      </>
    ),
  },
  {
    key: 'lname',
    title: <FormattedMessage {...customerFieldMessages.lname} />,
    width: 80,
    ellipsis: true,
    sortField: 'LNAME',
    render: ({ customer }) => customer.lname,
  },
  {
    key: 'email',
    title: <FormattedMessage {...customerFieldMessages.email} />,
    width: 184,
    ellipsis: true,
    sortField: 'EMAIL',
    render: ({ customer }) => <a href={`mailto:${customer.email}`}>{customer.email}</a>,
  },
  // A link too: it calls, and keyboard focus reaches it (and shows it whole when it is cut).
  {
    key: 'phone',
    title: <FormattedMessage {...customerFieldMessages.phone} />,
    width: 144,
    ellipsis: true,
    sortField: 'PHONE',
    render: ({ customer }) => (
      <a href={`tel:${customer.phone}`} dir="ltr">
        {customer.phone}
      </a>
    ),
  },
  {
    key: 'address',
    title: <FormattedMessage {...customerFieldMessages.address} />,
    width: 76,
    ellipsis: true,
    sortField: 'ADDRESS',
    render: ({ customer }) => customer.address,
  },
  {
    key: 'owner',
    title: <FormattedMessage {...customerOwnerMessage} />,
    width: 96,
    ellipsis: true,
    sortField: 'OWNER',
    // Empty for a customer nobody owns (one from before owners were kept).
    render: ({ customer }) => (customer.owner ? <bdi>{customer.owner.email}</bdi> : null),
  },
  {
    key: 'tags',
    title: <FormattedMessage {...tagWords.column} />,
    width: 80,
    ellipsis: true,
    render: ({ customer }) => <TagChips ids={customer.tags} />,
  },
  {
    key: 'company',
    title: <FormattedMessage {...customerCompanyMessage} />,
    width: 96,
    ellipsis: true,
    sortField: 'COMPANY',
    render: ({ customer }) => (customer.company ? <bdi>{customer.company.name}</bdi> : null),
  },
  {
    key: 'details',
    title: (
      <FormattedMessage defaultMessage="Details" id="dMSJb9" description="Customers list: the Details column's title" />
    ),
    width: 80,
    fits: [rowWords.details],
    render: ({ customer }) => <DetailsLink customer={customer} className="nowrap" />,
  },
  {
    key: 'edit',
    title: <FormattedMessage defaultMessage="Edit" id="IVDB60" description="Customers list: the Edit column's title" />,
    width: 60,
    fits: [rowWords.edit],
    render: ({ customer }) => <EditLink customer={customer} className="nowrap" />,
  },
  {
    key: 'status',
    title: (
      <FormattedMessage
        defaultMessage="Action"
        id="OqbORI"
        description="Customers list: the title of the column of Remove and Restore buttons"
      />
    ),
    width: 104,
    fits: [rowWords.remove, rowWords.restore],
    render: ({ customer, actions }) => (
      <StatusButton customer={customer} actions={actions} className="row-button-small" />
    ),
  },
];

/**
 * The row's checkbox, first: a click ticks it; with Shift, every row from the last one ticked to this one.
 */
export const selectColumn: Column = {
  key: 'select',
  title: null,
  width: 36,
  selects: true,
  render: ({ customer, index, actions, selected }) => (
    <SelectBox customer={customer} index={index} actions={actions} selected={selected} />
  ),
};
