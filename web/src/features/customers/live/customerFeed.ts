// The feed that fills the live collection: customerChanges(filter) over the app's one Apollo Client (so its one
// graphql-ws socket, its loading overlay and its session-ended handling), never written to Apollo's cache.
// Rows show as soon as the first page of the initial list arrives; `complete` says when the rest has.
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { graphql } from '../../../gql/index.ts';
import type { CustomerFilter } from '../../../gql/graphql.ts';
import { isUnauthorizedClose, liveSocketOf } from '../../../shared/liveSocket.ts';
import { LiveCustomerCollection } from './liveCustomerCollection.ts';
import { reportError } from '../../../shared/reportError.ts';

export const LiveCustomerChangesDocument = graphql(`
  subscription LiveCustomerChanges($filter: CustomerFilter!, $owner: ID, $companyId: ID, $after: String) {
    customerChanges(filter: $filter, owner: $owner, companyId: $companyId, after: $after) {
      initial
      complete
      cursor
      changes {
        type
        customer {
          ...CustomerFields
          owner {
            uid
            email
          }
          # Only the values, for search (the first of each again: the contract has no list of the further ones).
          phones {
            value
          }
          emails {
            value
          }
        }
      }
    }
  }
`);

export type CustomerFeedStatus = 'loading' | 'live' | 'failed';

// A hidden page gets no animation frames: a timer makes sure its screen still catches up.
const latestRenderMs = 100;
/**
 * Longest idle slice spent on making the search text and column orders ahead
 * (an input waits for the slice it lands in).
 */
const idleSliceMs = 6;
// While the rest of the initial list arrives behind rows already shown, the table re-renders this often, not per frame.
const fillingRenderMs = 250;

/** One subscription to customerChanges(filter) and the collection it fills; React reads it through useCustomerFeed. */
export class CustomerFeed {
  readonly collection = new LiveCustomerCollection();
  private currentStatus: CustomerFeedStatus = 'loading';
  /** Where the last set left the list: a resubscription from here gets only what came later */
  private cursor: string | null = null;
  private snapshot = 0;
  private readonly listeners = new Set<() => void>();
  private scheduled: (() => void) | null = null;
  private idlePrepare: number | null = null;

  constructor(
    private readonly client: ApolloClient,
    readonly filter: CustomerFilter,
    /** Only this owner's customers ("me": the caller's), or everyone's; tags narrow the list in the page */
    readonly owner: string | null = null,
    /** Only the customers working at this company; null: any */
    readonly companyId: string | null = null,
  ) {
    this.collection.subscribe(() => this.changed());
  }

  /** 'loading' until the first page, 'live' from then on, 'failed' when the server refused the subscription. */
  get status(): CustomerFeedStatus {
    return this.currentStatus;
  }

  /**
   * Subscribes; returns the function that stops (a new filter is a new feed: docs/product.md#states-and-transitions
   * re-subscribes). When the socket drops (a network drop, a server restart), graphql-ws would subscribe again as first
   * requested, and so get the whole list: the feed subscribes afresh from its last cursor instead, and gets only what
   * it missed (docs/collaboration.md).
   */
  start(): () => void {
    this.setStatus('loading');
    let subscription = this.subscribeFrom(this.cursor);
    const stopListening = liveSocketOf(this.client)?.on('closed', (event) => {
      if (isUnauthorizedClose(event)) return; // the session ended: the app goes to the login screen
      subscription.unsubscribe();
      subscription = this.subscribeFrom(this.cursor);
    });
    return () => {
      stopListening?.();
      subscription.unsubscribe();
      this.scheduled?.();
      if (this.idlePrepare !== null) cancelIdleCallback(this.idlePrepare);
      this.idlePrepare = null;
    };
  }

  private subscribeFrom(after: string | null) {
    // no-cache: the collection holds the list, Apollo's cache never sees it; no deduplication: a feed that joined
    // another's subscription would miss the initial list.
    const query = {
      query: LiveCustomerChangesDocument,
      variables: {
        filter: this.filter,
        owner: this.owner,
        companyId: this.companyId,
        after,
      },
      fetchPolicy: 'no-cache',
      context: { queryDeduplication: false },
    } as const;
    return this.client.subscribe(query).subscribe({
      next: (result) => {
        if (result.error) {
          reportError('Customer changes failed', result.error);
          this.setStatus('failed');
          return;
        }
        const set = result.data?.customerChanges;
        if (!set) return;
        this.collection.apply(set);
        // A whole list half-arrived is no place to resume from: until it is complete, a reconnect starts it again.
        if (set.initial) this.cursor = null;
        if (set.complete) this.cursor = set.cursor;
        this.setStatus('live');
      },
      error: (error: unknown) => {
        reportError('Customer changes failed', error);
        this.setStatus('failed');
      },
    });
  }

  /** For useSyncExternalStore: listeners hear at most once per frame, however many pages arrived in it. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): number => this.snapshot;

  private setStatus(status: CustomerFeedStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    this.changed();
  }

  /**
   * Once the list is complete, its search text, then every column's order, are made in idle time after each change,
   * in slices of a few ms (an input arriving meanwhile waits for one slice at most), so neither a keystroke nor a
   * click on a column header pays for them. A page never idle still gets a slice every couple of seconds. The page
   * asks again when the orders to make grow (a custom field's column shown).
   */
  prepareWhenIdle(): void {
    if (!this.collection.complete || this.idlePrepare !== null || typeof requestIdleCallback !== 'function') return;
    this.idlePrepare = requestIdleCallback(
      (deadline) => {
        this.idlePrepare = null;
        const until =
          performance.now() + (deadline.didTimeout ? idleSliceMs : Math.min(idleSliceMs, deadline.timeRemaining()));
        const timeLeft = () => until - performance.now();
        if (!(this.collection.prepareSearch(timeLeft) && this.collection.prepareOrders(timeLeft)))
          this.prepareWhenIdle();
      },
      { timeout: 2000 },
    );
  }

  private changed(): void {
    if (this.scheduled) return;
    const flush = () => {
      cancel();
      this.snapshot += 1;
      for (const listener of [...this.listeners]) listener();
      this.prepareWhenIdle();
    };
    const filling = this.collection.size > 0 && !this.collection.complete && this.snapshot > 0;
    const frame = typeof requestAnimationFrame === 'function' && !filling ? requestAnimationFrame(flush) : undefined;
    const timer = setTimeout(flush, filling ? fillingRenderMs : latestRenderMs);
    const cancel = () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
      this.scheduled = null;
    };
    this.scheduled = cancel;
  }
}

/**
 * The live list of one filter: a new filter starts a new feed (not a tag filter, which the page applies to the rows:
 * a tick shows at once); re-renders at most once a frame while sets arrive.
 */
export function useCustomerFeed(
  filter: CustomerFilter,
  owner: string | null = null,
  companyId: string | null = null,
): CustomerFeed {
  const client = useApolloClient();
  const feed = useMemo(() => new CustomerFeed(client, filter, owner, companyId), [client, filter, owner, companyId]);
  useEffect(() => feed.start(), [feed]);
  useSyncExternalStore(feed.subscribe, feed.getSnapshot);
  return feed;
}
