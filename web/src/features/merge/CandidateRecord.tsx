// What tells copies of one person apart in the merge dialog: when each was created and last changed, by whom, and how
// much history it has (Customer.historySummary).
import type { MergeCandidateQuery } from '../../gql/graphql.ts';
import { localDateTime } from '../../shared/formatEn.ts';

export type Candidate = NonNullable<MergeCandidateQuery['customer']>;

type Entry = NonNullable<Candidate['historySummary']['created']>;

const when = ({ at, by }: Entry) => `${localDateTime(new Date(at))}${by ? ` by ${by.email}` : ''}`;

export function CandidateRecord({ customer }: { customer: Candidate }) {
  const { created, lastChange, entries } = customer.historySummary;
  const changed = entries > 1 && lastChange ? `last changed ${when(lastChange)}` : 'not changed since';
  return (
    <span className="merge-record">
      {created ? `Created ${when(created)}` : 'Created before history was kept'}; {changed}; {entries} history{' '}
      {entries === 1 ? 'entry' : 'entries'}
    </span>
  );
}
