import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { takePrefetched } from '../../../shared/earlyQuery.ts';
import { CustomerHistoryDocument, historyPageSize as pageSize } from '../customerDocuments.ts';
import { useFormats } from '../../../shared/i18n/formats.ts';
import { HistoryEntry, type Entry } from './HistoryEntry.tsx';
import { UiButton } from '../../../shared/UiButton.tsx';
import { reportError } from '../../../shared/reportError.ts';

/** The details page's history, newest first, fetched again whenever the customer changes (`revision`). */
export function CustomerHistory({ id, revision }: { id: string; revision: string }) {
  const client = useApolloClient();
  const formats = useFormats();
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
        <FormattedMessage
          defaultMessage="History"
          id="LlyHDT"
          description="A customer's page: the history section's heading"
        />
      </h2>
      {state === 'failed' && (
        <p className="history-failed">
          <FormattedMessage
            defaultMessage="The history could not be loaded."
            id="ZgqQ0b"
            description="A customer's page: the history failed to load"
          />
        </p>
      )}
      {state === 'ready' && entries.length === 0 && (
        <p className="history-meta">
          <FormattedMessage
            defaultMessage="No history recorded yet."
            id="vL16TR"
            description="A customer's page: a customer without history entries"
          />
        </p>
      )}
      {/* antd's Timeline, rendered plain (app.css): a ring per entry, a line between them. */}
      {entries.length > 0 && (
        <ol className="history-list">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="history-item">
              <FormattedMessage
                defaultMessage="{entry}, {when}"
                id="C8OPoj"
                description="A customer's page: a history entry, then how long ago it was"
                values={{
                  entry: <HistoryEntry entry={entry} />,
                  when: (
                    <time dateTime={entry.at} title={formats.dateTime(new Date(entry.at))} className="history-meta">
                      {formats.ago(entry.at)}
                    </time>
                  ),
                }}
              />
            </li>
          ))}
        </ol>
      )}
      {complete && oldest && !fromTheStart && (
        <p className="history-meta">
          <FormattedMessage
            defaultMessage="No history before {date}."
            id="SYD29i"
            description="A customer's page: under the oldest entry kept, when older ones were not recorded"
            values={{ date: formats.date(new Date(oldest.at)) }}
          />
        </p>
      )}
      {next && (
        <UiButton onClick={() => void load(next)}>
          <FormattedMessage
            defaultMessage="Show older changes"
            id="fCqE2T"
            description="A customer's page: button that loads the next page of history"
          />
        </UiButton>
      )}
    </section>
  );
}
