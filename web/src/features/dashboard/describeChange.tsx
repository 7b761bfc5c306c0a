import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TeamDayQuery } from '../../gql/graphql.ts';
import { customerFieldName as fieldName } from '../../shared/customerFieldLabels.ts';
import { paths } from '../../shared/routes.ts';

export type ChangeEntry = TeamDayQuery['recentChanges'][number];

/** "the phone", "the phone and email", "the first name, phone and notes" */
export function fieldList(fields: readonly string[]): string {
  const names = fields.map(fieldName);
  if (names.length <= 1) return `the ${names[0] ?? 'details'}`;
  return `the ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "Dana changed the phone of Grace Hopper": who, what, and the customer as a link to their details. */
export function describeChange({ customer, entry }: ChangeEntry): ReactNode {
  // Each name isolated (<bdi>): one written right to left cannot pull the words after it into its direction.
  const who = <bdi>{entry.by?.email ?? 'Someone'}</bdi>;
  const name = customer ? (
    <Link to={paths.customerDetails(customer.id)}>
      <bdi>{`${customer.fname} ${customer.lname}`.trim() || 'a customer'}</bdi>
    </Link>
  ) : (
    'a customer no longer here'
  );
  const edited = entry.changes.filter(({ field }) => field !== 'status').map(({ field }) => field);
  const created = entry.changes.some(({ field, from }) => field === 'status' && from === null);
  switch (entry.type) {
    case 'CREATED':
      return (
        <>
          {who} added {name}
        </>
      );
    case 'REMOVED':
      return (
        <>
          {who} removed {name}
        </>
      );
    case 'RESTORED':
      return (
        <>
          {who} restored {name}
        </>
      );
    case 'IMPORTED':
      return created ? (
        <>
          {who} imported {name}
        </>
      ) : (
        <>
          {who} updated {fieldList(edited)} of {name} from an import
        </>
      );
    case 'EDITED':
      return (
        <>
          {who} changed {fieldList(edited)} of {name}
        </>
      );
    default:
      return (
        <>
          {who} changed {name}
        </>
      );
  }
}
