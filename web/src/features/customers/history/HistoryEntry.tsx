// One history entry as a sentence in the page's language: who did what, and which fields went from what to what.
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { CustomerHistoryQuery } from '../../../gql/graphql.ts';
import { fieldInSentence } from '../../../shared/customerFieldWords.ts';
import { CustomerNameLink } from '../CustomerMergeLinks.tsx';

export type Entry = NonNullable<CustomerHistoryQuery['customer']>['history']['nodes'][number];

const words = defineMessages({
  someone: {
    defaultMessage: 'Someone',
    id: '6p0k4x',
    description: 'History: who made a change, when the server did not say',
  },
  nothing: {
    defaultMessage: 'nothing',
    id: 'hn5KZO',
    description: 'History: an empty value, as in "from nothing to …"',
  },
});

/** Items one after the other: "a, b, c", or with `and` before the last: "a, b and c". */
function listOf(items: readonly ReactNode[], and = false): ReactNode {
  return items.reduce<ReactNode>((list, item, index) => {
    if (index === 0) return item;
    const last = and && index === items.length - 1;
    return last ? (
      <FormattedMessage
        defaultMessage="{list} and {item}"
        id="8DKuCE"
        description="History: the last of several merged customers"
        values={{ list, item }}
      />
    ) : (
      <FormattedMessage
        defaultMessage="{list}, {item}"
        id="nB7QUz"
        description="History: the next of several names or changes"
        values={{ list, item }}
      />
    );
  }, null);
}

/** Each value isolated (<bdi>): a note ending in Hebrew or Arabic cannot pull the words after it into its direction. */
function quoted(intl: IntlShape, value: string | null): ReactNode {
  return value
    ? intl.formatMessage(
        {
          defaultMessage: '“<bdi>{value}</bdi>”',
          id: 'V+vqfO',
          description: 'History: a value a field had, in quotes',
        },
        { value, bdi: (chunks) => <bdi>{chunks}</bdi> },
      )
    : intl.formatMessage(words.nothing);
}

/** One entry as a sentence: who did what, and which fields went from what to what. */
export function HistoryEntry({ entry }: { entry: Entry }) {
  const intl = useIntl();
  const who = <bdi>{entry.by?.email ?? intl.formatMessage(words.someone)}</bdi>;
  // A merge names the other side as changes of its own (server/domain/merge/customerMerge.ts), not as fields.
  const mergedFrom = entry.changes.filter(({ field }) => field === 'mergedFrom').map(({ to }) => to ?? '');
  const mergedInto = entry.changes.find(({ field }) => field === 'mergedInto')?.to;
  // An owner, tag, company or custom field change carries ids or keys, not words a person reads: left out for now.
  const edits = entry.changes
    .filter(
      ({ field }) =>
        !['status', 'mergedFrom', 'mergedInto', 'ownerUid', 'tagIds', 'companyId', 'fields'].includes(field),
    )
    .map(({ field, from, to }) =>
      intl.formatMessage(
        {
          defaultMessage: 'the {field} from {from} to {to}',
          id: 'LGejEV',
          description: 'History: one field\'s change, as in "changed the phone from “1” to “2”"',
        },
        {
          field: fieldInSentence(field, intl),
          from: quoted(intl, from),
          to: quoted(intl, to),
        },
      ),
    );
  const changes = listOf(edits);
  const created = entry.changes.some(({ field, from }) => field === 'status' && from === null);
  switch (entry.type) {
    case 'CREATED':
      return (
        <FormattedMessage
          defaultMessage="{who} added this customer"
          id="5M0NG+"
          description="History: the customer was added"
          values={{ who }}
        />
      );
    case 'REMOVED':
      return (
        <FormattedMessage
          defaultMessage="{who} removed this customer"
          id="U8SCNo"
          description="History: the customer was removed"
          values={{ who }}
        />
      );
    case 'RESTORED':
      return (
        <FormattedMessage
          defaultMessage="{who} restored this customer"
          id="KrWp5s"
          description="History: the customer was restored"
          values={{ who }}
        />
      );
    case 'MERGED': {
      if (mergedInto)
        return (
          <FormattedMessage
            defaultMessage="{who} merged this customer into {customer}"
            id="Hz1ImX"
            description="History: the customer was merged into another (a link to its page)"
            values={{ who, customer: <CustomerNameLink id={mergedInto} /> }}
          />
        );
      const customers = listOf(
        mergedFrom.map((id) => <CustomerNameLink key={id} id={id} />),
        true,
      );
      return edits.length ? (
        <FormattedMessage
          defaultMessage="{who} merged {customers} into this customer, changing {changes}"
          id="iLMjfo"
          description="History: others were merged into this customer (links), with the fields the merge changed"
          values={{ who, customers, changes }}
        />
      ) : (
        <FormattedMessage
          defaultMessage="{who} merged {customers} into this customer"
          id="y+oafc"
          description="History: others were merged into this customer (links to their pages)"
          values={{ who, customers }}
        />
      );
    }
    case 'IMPORTED':
      return created ? (
        <FormattedMessage
          defaultMessage="{who} imported this customer"
          id="Nl7yCB"
          description="History: an import added the customer"
          values={{ who }}
        />
      ) : (
        <FormattedMessage
          defaultMessage="{who} updated this customer from an import: {changes}"
          id="pdtEM7"
          description="History: an import changed fields of the customer"
          values={{ who, changes }}
        />
      );
    default:
      return edits.length ? (
        <FormattedMessage
          defaultMessage="{who} changed {changes}"
          id="sKB6Gb"
          description="History: someone changed fields"
          values={{ who, changes }}
        />
      ) : (
        <FormattedMessage
          defaultMessage="{who} changed nothing"
          id="Kfn+J5"
          description="History: a save that changed no field"
          values={{ who }}
        />
      );
  }
}
