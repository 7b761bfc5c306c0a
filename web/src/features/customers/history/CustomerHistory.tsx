import { useApolloClient } from '@apollo/client/react';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import type { CustomerHistoryQuery } from '../../../gql/graphql.ts';
import { takePrefetched } from '../../../shared/earlyQuery.ts';
import { CustomerHistoryDocument, historyPageSize as pageSize } from '../customerDocuments.ts';
import { customerFieldName as fieldName } from '../../../shared/customerFieldLabels.ts';
import { CustomerNameLink } from '../CustomerMergeLinks.tsx';
import { timeAgo } from '../../../shared/timeAgo.ts';
import { localDate, localDateTime } from '../../../shared/formatEn.ts';
import { UiButton } from '../../../shared/UiButton.tsx';
import { reportError } from '../../../shared/reportError.ts';

type Entry = NonNullable<CustomerHistoryQuery['customer']>['history']['nodes'][number];

// Each value isolated (<bdi>): a note ending in Hebrew or Arabic cannot pull the words after it into its direction.
const quoted = (value: string | null): ReactNode =>
  value ? (
    <>
      “<bdi>{value}</bdi>”
    </>
  ) : (
    'nothing'
  );
/** One entry as a sentence: who did what, and which fields went from what to what. */
export function describeEntry(entry: Entry): ReactNode {
  const who = <bdi>{entry.by?.email ?? 'Someone'}</bdi>;
  // A merge names the other side as changes of its own (server/domain/merge/customerMerge.ts), not as fields.
  const mergedFrom = entry.changes.filter(({ field }) => field === 'mergedFrom').map(({ to }) => to ?? '');
  const mergedInto = entry.changes.find(({ field }) => field === 'mergedInto')?.to;
  const edits = entry.changes
    .filter(({ field }) => field !== 'status' && field !== 'mergedFrom' && field !== 'mergedInto')
    .map(({ field, from, to }, index) => (
      <Fragment key={field}>
        {index > 0 && ', '}the {fieldName(field)} from {quoted(from)} to {quoted(to)}
      </Fragment>
    ));
  const created = entry.changes.some(({ field, from }) => field === 'status' && from === null);
  switch (entry.type) {
    case 'CREATED':
      return <>{who} added this customer</>;
    case 'REMOVED':
      return <>{who} removed this customer</>;
    case 'RESTORED':
      return <>{who} restored this customer</>;
    case 'MERGED':
      if (mergedInto)
        return (
          <>
            {who} merged this customer into <CustomerNameLink id={mergedInto} />
          </>
        );
      return (
        <>
          {who} merged{' '}
          {mergedFrom.map((id, index) => (
            <Fragment key={id}>
              {index > 0 && (index === mergedFrom.length - 1 ? ' and ' : ', ')}
              <CustomerNameLink id={id} />
            </Fragment>
          ))}{' '}
          into this customer{edits.length ? <>, changing {edits}</> : ''}
        </>
      );
    case 'IMPORTED':
      return created ? (
        <>{who} imported this customer</>
      ) : (
        <>
          {who} updated this customer from an import: {edits}
        </>
      );
    default:
      return (
        <>
          {who} changed {edits.length ? edits : 'nothing'}
        </>
      );
  }
}

/** The details page's history, newest first, fetched again whenever the customer changes (`revision`). */
export function CustomerHistory({ id, revision }: { id: string; revision: string }) {
  const client = useApolloClient();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  const load = async (after: string | null) => {
    try {
      const variables = { id, first: pageSize, after };
      const { data } = await client.query({
        query: CustomerHistoryDocument,
        variables,
        // The first page prefetched as the page opened (shared/earlyQuery.ts) is read from the cache, or joined in
        // flight.
        fetchPolicy: takePrefetched(CustomerHistoryDocument, variables) ? 'cache-first' : 'no-cache',
        context: { background: true },
      });
      const history = data?.customer?.history;
      if (!history) return;
      setEntries((shown) => (after ? [...shown, ...history.nodes] : history.nodes));
      setNext(history.pageInfo.hasNextPage ? history.pageInfo.endCursor : null);
      setState('ready');
    } catch (error) {
      reportError('Loading the history failed', error);
      setState('failed');
    }
  };
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- load sets state only once its query has answered
    void load(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetched again when the customer changes
  }, [id, revision]);

  const oldest = entries.at(-1);
  const complete = state === 'ready' && next === null;
  const fromTheStart =
    oldest !== undefined &&
    (oldest.type === 'CREATED' ||
      (oldest.type === 'IMPORTED' && oldest.changes.some(({ field, from }) => field === 'status' && from === null)));
  return (
    <section className="customer-history" aria-labelledby="customer-history-title" aria-busy={state === 'loading'}>
      <h2 className="section-title" id="customer-history-title">
        History
      </h2>
      {state === 'failed' && <p className="history-failed">The history could not be loaded.</p>}
      {state === 'ready' && entries.length === 0 && <p className="history-meta">No history recorded yet.</p>}
      {/* antd's Timeline, rendered plain (app.css): a ring per entry, a line between them. */}
      {entries.length > 0 && (
        <ol className="history-list">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="history-item">
              {describeEntry(entry)},{' '}
              <time dateTime={entry.at} title={localDateTime(new Date(entry.at))} className="history-meta">
                {timeAgo(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {complete && oldest && !fromTheStart && (
        <p className="history-meta">No history before {localDate(new Date(oldest.at))}.</p>
      )}
      {next && <UiButton onClick={() => void load(next)}>Show older changes</UiButton>}
    </section>
  );
}
