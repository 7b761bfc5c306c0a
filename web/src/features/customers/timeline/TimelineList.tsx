// A timeline's list as every timeline shows it (a customer's, a company's): the kind filters, the entries newest
// first, and the next page fetched as the reader reaches the end (the Load more button does it from the keyboard).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ActivityKind } from '../../../gql/graphql.ts';
import { UiButton } from '../../../shared/UiButton.tsx';
import type { TimelineEntry } from './useTimeline.ts';
import { filterWords, timelineWords } from './timelineWords.ts';

type Filter = 'ALL' | ActivityKind | 'TASKS' | 'CHANGES';
const filters: Filter[] = ['ALL', 'NOTE', 'CALL', 'MEETING', 'EMAIL', 'TASKS', 'CHANGES'];

const shownBy = (filter: Filter) => (entry: TimelineEntry) =>
  filter === 'ALL'
    ? true
    : filter === 'CHANGES'
      ? Boolean(entry.change)
      : filter === 'TASKS'
        ? Boolean(entry.task)
        : entry.activity?.kind === filter;

export interface TimelineListProps<Entry extends TimelineEntry> {
  entries: readonly Entry[];
  state: 'loading' | 'ready' | 'failed';
  hasMore: boolean;
  loadMore(): Promise<void>;
  /** One entry, as a TimelineItem */
  item(entry: Entry): ReactNode;
}

export function TimelineList<Entry extends TimelineEntry>({
  entries,
  state,
  hasMore,
  loadMore,
  item,
}: TimelineListProps<Entry>) {
  const intl = useIntl();
  const [filter, setFilter] = useState<Filter>('ALL');
  const shown = entries.filter(shownBy(filter));

  // Watched again after each page: when a filter leaves the end in view, the next page comes too.
  const end = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([seen]) => {
      if (!seen?.isIntersecting || loading.current) return;
      loading.current = true;
      void loadMore().finally(() => (loading.current = false));
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, loadMore, entries.length]);

  return (
    <>
      <div className="timeline-filters" role="group" aria-label={intl.formatMessage(timelineWords.filter)}>
        {filters.map((value) => (
          <UiButton
            key={value}
            size="small"
            primary={filter === value}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {intl.formatMessage(filterWords[value])}
          </UiButton>
        ))}
      </div>
      {state === 'failed' && <p className="timeline-failed">{intl.formatMessage(timelineWords.failed)}</p>}
      {state === 'ready' && shown.length === 0 && !hasMore && (
        <p className="timeline-empty">{intl.formatMessage(timelineWords.empty)}</p>
      )}
      <ol className="timeline-list">{shown.map(item)}</ol>
      <div ref={end} />
      {hasMore && <UiButton onClick={() => void loadMore()}>{intl.formatMessage(timelineWords.loadMore)}</UiButton>}
    </>
  );
}
