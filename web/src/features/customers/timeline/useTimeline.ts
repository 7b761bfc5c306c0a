// A timeline's entries as a page shows them (a customer's, or all of a company's people's): pages fetched as the reader
// goes, and live changes merged in (a live entry replaces the one with its id, or removes it when its activity was
// deleted).
import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import type { TimelineEntryFieldsFragment } from '../../../gql/graphql.ts';
import { reportError } from '../../../shared/reportError.ts';
import {
  CompanyTimelineChangedDocument,
  CompanyTimelineDocument,
  CustomerTimelineChangedDocument,
  CustomerTimelineDocument,
  timelinePageSize,
} from './timelineDocuments.ts';

/** An entry as the timeline's parts show it: on a company's timeline, with the customer it is about. */
export type TimelineEntry = TimelineEntryFieldsFragment & {
  customer?: { id: string; fname: string; lname: string } | null;
};

interface TimelinePageData<Entry> {
  nodes: Entry[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
}

/** Where a timeline's pages and live entries come from: a query of pages and a subscription of entries. */
interface TimelineFeed<Entry, Page, Live, Variables extends Record<string, unknown>> {
  query: TypedDocumentNode<Page, Variables & { first?: number | null; after?: string | null }>;
  subscription: TypedDocumentNode<Live, Variables>;
  variables: Variables;
  pageOf(data: Page): TimelinePageData<Entry> | undefined;
  liveOf(data: Live): Entry | undefined;
  meOf?(data: Page): { uid: string; email: string } | null | undefined;
}

/** Newest first, by time then id, as the server orders pages. */
const newerFirst = (a: TimelineEntry, b: TimelineEntry) =>
  Date.parse(b.at) - Date.parse(a.at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * The entries with `live` in its place. With older pages still to fetch, a new entry older than the last one shown is
 * left for its page, so that it comes once.
 */
function merged<Entry extends TimelineEntry>(entries: readonly Entry[], live: Entry, more = false): Entry[] {
  const others = entries.filter(({ id }) => id !== live.id);
  const last = entries.at(-1);
  if (live.deleted) return others;
  if (more && others.length === entries.length && last && newerFirst(live, last) > 0) return [...entries];
  return [...others, live].sort(newerFirst);
}

function useTimelineFeed<Entry extends TimelineEntry, Page, Live, Variables extends Record<string, unknown>>(
  feed: TimelineFeed<Entry, Page, Live, Variables>,
) {
  const client = useApolloClient();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [me, setMe] = useState<{ uid: string; email: string } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The variables by value: a page passes a new object each render.
  const key = JSON.stringify(feed.variables);

  const load = useCallback(
    async (after: string | null, refresh = false) => {
      try {
        const { data } = await client.query({
          query: feed.query,
          variables: { ...feed.variables, first: timelinePageSize, after },
          fetchPolicy: 'no-cache',
          context: { background: true },
        });
        const page = data && feed.pageOf(data);
        if (!page) return;
        setMe(feed.meOf?.(data) ?? null);
        if (refresh) {
          setEntries((shown) => page.nodes.reduce((all, node) => merged(all, node), shown));
          return;
        }
        setEntries((shown) => (after ? [...shown, ...page.nodes] : page.nodes));
        setNext(page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null);
        setState('ready');
      } catch (error) {
        reportError('Loading the timeline failed', error);
        setState('failed');
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the feed's documents are fixed; its variables are `key`
    [client, key],
  );
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- load sets state only once its query has answered
    void load(null);
  }, [load]);

  useSubscription(feed.subscription, {
    variables: feed.variables,
    context: { background: true },
    onData: ({ data }) => {
      const live = data.data ? feed.liveOf(data.data) : undefined;
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

/** A customer's timeline, with the reader (who may change their own activities). */
export const useTimeline = (customerId: string) =>
  useTimelineFeed({
    query: CustomerTimelineDocument,
    subscription: CustomerTimelineChangedDocument,
    variables: { customerId },
    pageOf: (data) => data.customerTimeline,
    liveOf: (data) => data.customerTimelineChanged,
    meOf: (data) => data.me,
  });

/** The timeline of all of a company's people, each entry with the customer it is about. */
export const useCompanyTimeline = (companyId: string) =>
  useTimelineFeed({
    query: CompanyTimelineDocument,
    subscription: CompanyTimelineChangedDocument,
    variables: { companyId },
    pageOf: (data) => data.companyTimeline,
    liveOf: (data) => data.companyTimelineChanged,
  });
