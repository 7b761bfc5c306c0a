import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import type { TeamDayQuery } from '../../gql/graphql.ts';
import { fieldInSentence } from '../../shared/customerFieldWords.ts';
import { paths } from '../../shared/routes.ts';

export type ChangeEntry = TeamDayQuery['recentChanges'][number];

/**
 * "phone", "phone and email", "first name, phone and notes": English joined by hand as it always was (no serial
 * comma, no Intl data loaded on the dashboard's first render), other languages by Intl's list format.
 */
export function fieldList(fields: readonly string[], intl: IntlShape): string {
  const names = fields.map((field) => fieldInSentence(field, intl));
  if (intl.locale !== 'en') return intl.formatList(names, { type: 'conjunction' });
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "Dana changed the phone of Grace Hopper": who, what, and the customer as a link to their details. */
export function ChangeText({ change: { customer, entry } }: { change: ChangeEntry }): ReactNode {
  const intl = useIntl();
  // Each name isolated (<bdi>): one written right to left cannot pull the words after it into its direction.
  const who = (
    <bdi>
      {entry.by?.email ??
        intl.formatMessage({
          defaultMessage: 'Someone',
          id: 'd/+hFx',
          description: 'Dashboard, latest changes: who made a change, when the person is not known',
        })}
    </bdi>
  );
  const name = customer ? (
    <Link to={paths.customerDetails(customer.id)}>
      <bdi>
        {`${customer.fname} ${customer.lname}`.trim() ||
          intl.formatMessage({
            defaultMessage: 'a customer',
            id: 'FK1hcL',
            description: 'Dashboard, latest changes: a customer without a name, inside a sentence',
          })}
      </bdi>
    </Link>
  ) : (
    intl.formatMessage({
      defaultMessage: 'a customer no longer here',
      id: 'OxGwSc',
      description: 'Dashboard, latest changes: a customer that was deleted for good, inside a sentence',
    })
  );
  const edited = entry.changes.filter(({ field }) => field !== 'status').map(({ field }) => field);
  const created = entry.changes.some(({ field, from }) => field === 'status' && from === null);
  const fields = fieldList(edited, intl);
  switch (entry.type) {
    case 'CREATED':
      return (
        <FormattedMessage
          defaultMessage="{who} added {name}"
          id="3FpVZz"
          description="Dashboard, latest changes: a person added a customer"
          values={{ who, name }}
        />
      );
    case 'REMOVED':
      return (
        <FormattedMessage
          defaultMessage="{who} removed {name}"
          id="slmQ7+"
          description="Dashboard, latest changes: a person deleted a customer"
          values={{ who, name }}
        />
      );
    case 'RESTORED':
      return (
        <FormattedMessage
          defaultMessage="{who} restored {name}"
          id="ZgFpBT"
          description="Dashboard, latest changes: a person restored a deleted customer"
          values={{ who, name }}
        />
      );
    case 'IMPORTED':
      if (created)
        return (
          <FormattedMessage
            defaultMessage="{who} imported {name}"
            id="nyFBLD"
            description="Dashboard, latest changes: a person's import added a customer"
            values={{ who, name }}
          />
        );
      return edited.length ? (
        <FormattedMessage
          defaultMessage="{who} updated the {fields} of {name} from an import"
          id="E9Mt/L"
          description="Dashboard, latest changes: a person's import changed fields of a customer ({fields}: their names, e.g. 'phone and email')"
          values={{ who, fields, name }}
        />
      ) : (
        <FormattedMessage
          defaultMessage="{who} updated the details of {name} from an import"
          id="NOF+mR"
          description="Dashboard, latest changes: a person's import changed a customer"
          values={{ who, name }}
        />
      );
    case 'EDITED':
      return edited.length ? (
        <FormattedMessage
          defaultMessage="{who} changed the {fields} of {name}"
          id="3gTEv+"
          description="Dashboard, latest changes: a person changed fields of a customer ({fields}: their names, e.g. 'phone and email')"
          values={{ who, fields, name }}
        />
      ) : (
        <FormattedMessage
          defaultMessage="{who} changed the details of {name}"
          id="2rhtV9"
          description="Dashboard, latest changes: a person changed a customer"
          values={{ who, name }}
        />
      );
    default:
      return (
        <FormattedMessage
          defaultMessage="{who} changed {name}"
          id="8I8aoZ"
          description="Dashboard, latest changes: a person changed a customer in another way"
          values={{ who, name }}
        />
      );
  }
}
