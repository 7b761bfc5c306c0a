// What tells copies of one person apart in the merge dialog: when each was created and last changed, by whom, and how
// much history it has (Customer.historySummary).
import { FormattedMessage, useIntl } from 'react-intl';
import type { MergeCandidateQuery } from '../../gql/graphql.ts';
import { useFormats } from '../../shared/i18n/formats.ts';

export type Candidate = NonNullable<MergeCandidateQuery['customer']>;

type Entry = NonNullable<Candidate['historySummary']['created']>;

export function CandidateRecord({ customer }: { customer: Candidate }) {
  const intl = useIntl();
  const formats = useFormats();
  const { created, lastChange, entries } = customer.historySummary;
  const at = ({ at }: Entry) => formats.dateTime(new Date(at));
  const by = ({ by }: Entry) => (by ? <bdi>{by.email}</bdi> : null);
  const createdWords = !created
    ? intl.formatMessage({
        defaultMessage: 'Created before history was kept',
        id: 'zhkYV9',
        description: 'Merge dialog: a customer created before the app kept history',
      })
    : created.by
      ? intl.formatMessage(
          {
            defaultMessage: 'Created {when} by {email}',
            id: '+OM0AU',
            description: 'Merge dialog: when a customer was created, and by whom ({when}: date and time)',
          },
          { when: at(created), email: by(created) },
        )
      : intl.formatMessage(
          { defaultMessage: 'Created {when}', id: '5wk2eV', description: 'Merge dialog: when a customer was created' },
          { when: at(created) },
        );
  const changedWords = !(entries > 1 && lastChange)
    ? intl.formatMessage({
        defaultMessage: 'not changed since',
        id: 's5ZPG/',
        description: 'Merge dialog: a customer not changed since it was created (after the created words)',
      })
    : lastChange.by
      ? intl.formatMessage(
          {
            defaultMessage: 'last changed {when} by {email}',
            id: 'gEmQmR',
            description: 'Merge dialog: when a customer was last changed, and by whom ({when}: date and time)',
          },
          { when: at(lastChange), email: by(lastChange) },
        )
      : intl.formatMessage(
          {
            defaultMessage: 'last changed {when}',
            id: 'P/ke3k',
            description: 'Merge dialog: when a customer was last changed',
          },
          { when: at(lastChange) },
        );
  return (
    <span className="merge-record">
      <FormattedMessage
        defaultMessage="{created}; {changed}; {entries, plural, one {# history entry} other {# history entries}}"
        id="9ZSrPC"
        description="Merge dialog: a customer's record ({created} and {changed}: when it was created and last changed)"
        values={{ created: createdWords, changed: changedWords, entries }}
      />
    </span>
  );
}
