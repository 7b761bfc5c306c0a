// The customer timeline's entries as the page shows them: pages fetched as the reader goes, and live changes merged in
// (a live entry replaces the one with its id, or removes it when its activity was deleted).
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import type { TimelineEntryFieldsFragment as TimelineEntry } from '../../../gql/graphql.ts';
import { reportError } from '../../../shared/reportError.ts';
import { CustomerTimelineChangedDocument, CustomerTimelineDocument, timelinePageSize } from './timelineDocuments.ts';

/** Newest first, by time then id, as the server orders pages. */
const newerFirst = (a: TimelineEntry, b: TimelineEntry) =>
  Date.parse(b.at) - Date.parse(a.at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * The entries with `live` in its place. With older pages still to fetch, a new entry older than the last one shown is
 * left for its page, so that it comes once.
 */
function merged(entries: readonly TimelineEntry[], live: TimelineEntry, more = false): TimelineEntry[] {
  const others = entries.filter(({ id }) => id !== live.id);
  const last = entries.at(-1);
  if (live.deleted) return others;
  if (more && others.length === entries.length && last && newerFirst(live, last) > 0) return [...entries];
  return [...others, live].sort(newerFirst);
}

export function useTimeline(customerId: string) {
  const client = useApolloClient();
  const [entries, setEntries] = useState<TimelineEntry[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [me, setMe] = useState<{ uid: string; email: string } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  const load = useCallback(
    async (after: string | null, refresh = false) => {
      try {
        const { data } = await client.query({
          query: CustomerTimelineDocument,
          variables: { customerId, first: timelinePageSize, after },
          fetchPolicy: 'no-cache',
          context: { background: true },
        });
        const page = data?.customerTimeline;
        if (!page) return;
        setMe(data.me ?? null);
        if (refresh) {
          setEntries((shown) => page.nodes.reduce((all, node) => merged(all, node), shown));
          return;
        }
        setEntries((shown) => (after ? [...shown, ...page.nodes] : page.nodes));
        setNext(page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null);
        setState('ready');
      } catch (error) {
        reportError('Loading the timeline failed', error);
        setState('failed');
      }
    },
    [client, customerId],
  );
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- load sets state only once its query has answered
    void load(null);
  }, [load]);

  useSubscription(CustomerTimelineChangedDocument, {
    variables: { customerId },
    context: { background: true },
    onData: ({ data }) => {
      const live = data.data?.customerTimelineChanged;
      if (live) setEntries((shown) => merged(shown, live, next !== null));
    },
  });

  return {
    entries,
    me,
    state,
    hasMore: next !== null,
    loadMore: () => (next ? load(next) : Promise.resolve()),
    /** After the reader's own write: the live feed brings it too; this makes sure at once, keeping older pages */
    refresh: () => load(null, true),
    /** After the reader deleted an activity */
    drop: (id: string) => setEntries((shown) => shown.filter((entry) => entry.id !== id)),
  };
}
