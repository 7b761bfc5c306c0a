// A customer's timeline on its page: what the team did and wrote about it, and the changes to its fields, newest
// first, filtered by kind, fetched page by page as the reader reaches the end, and live from every browser.
import { useApolloClient } from '@apollo/client/react';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActivityKind } from '../../../gql/graphql.ts';
import { useDialogs } from '../../../shared/dialogs.tsx';
import { problemOf } from '../../../shared/mutationOutcome.ts';
import { usePermissions } from '../../../shared/permissions.tsx';
import { useTeammates } from '../../../shared/teammates.ts';
import { UiButton } from '../../../shared/UiButton.tsx';
import type { ActivityFormValues } from './ActivityForm.antd.tsx';
import { AddActivityDocument, DeleteActivityDocument, UpdateActivityDocument } from './timelineDocuments.ts';
import { ActivityFormIsland, TimelineItem } from './TimelineItem.tsx';
import { filterWords, timelineWords } from './timelineWords.ts';
import { useTimeline } from './useTimeline.ts';
import './timeline.css';

type Filter = 'ALL' | ActivityKind | 'TASKS' | 'CHANGES';
const filters: Filter[] = ['ALL', 'NOTE', 'CALL', 'MEETING', 'EMAIL', 'TASKS', 'CHANGES'];

export function CustomerTimeline({ customerId }: { customerId: string }) {
  const intl = useIntl();
  const client = useApolloClient();
  const dialogs = useDialogs();
  const { canWrite, canManageTeam } = usePermissions();
  const { entries, me, state, hasMore, loadMore, refresh, drop } = useTimeline(customerId);
  const [filter, setFilter] = useState<Filter>('ALL');
  const [editing, setEditing] = useState<string | null>(null);
  const { teammates } = useTeammates(!canWrite);
  const emails = useMemo(() => {
    const seen = new Set<string>(me ? [me.email] : []);
    for (const member of teammates) if (member.active) seen.add(member.email);
    for (const { activity } of entries) if (activity?.author) seen.add(activity.author.email);
    return [...seen].sort();
  }, [teammates, me, entries]);

  const shown = entries.filter(({ activity, change, task }) =>
    filter === 'ALL'
      ? true
      : filter === 'CHANGES'
        ? change !== null && change !== undefined
        : filter === 'TASKS'
          ? task !== null && task !== undefined
          : activity?.kind === filter,
  );

  // Fetches the next page as the end of the list comes into view (the Load more button does it from the keyboard).
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
  }, [hasMore, loadMore]);

  const add = async ({ kind, body, at }: ActivityFormValues) => {
    try {
      await client.mutate({ mutation: AddActivityDocument, variables: { input: { customerId, kind, body, at } } });
      void refresh();
      return null;
    } catch (error) {
      return problemOf(error);
    }
  };
  const save = async (id: string, body: string) => {
    try {
      await client.mutate({ mutation: UpdateActivityDocument, variables: { id, body } });
      setEditing(null);
      void refresh();
      return null;
    } catch (error) {
      return problemOf(error);
    }
  };
  const remove = (id: string) =>
    void dialogs.modal().then((modal) => {
      modal.confirm({
        title: intl.formatMessage(timelineWords.deleteQuestion),
        okText: intl.formatMessage(timelineWords.delete),
        okButtonProps: { danger: true },
        cancelText: intl.formatMessage(timelineWords.cancel),
        focusable: { autoFocusButton: 'cancel' },
        onOk: async () => {
          await client.mutate({ mutation: DeleteActivityDocument, variables: { id } });
          drop(id);
        },
      });
    });

  return (
    <section className="customer-timeline" aria-labelledby="customer-timeline-title" aria-busy={state === 'loading'}>
      <h2 className="section-title" id="customer-timeline-title">
        {intl.formatMessage(timelineWords.title)}
      </h2>
      {canWrite && (
        <Suspense fallback={<div className="activity-form-placeholder" />}>
          <ActivityFormIsland emails={emails} onSubmit={add} />
        </Suspense>
      )}
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
      <ol className="timeline-list">
        {shown.map((entry) => (
          <TimelineItem
            key={entry.id}
            entry={entry}
            mayChange={canWrite && (entry.activity?.author?.uid === me?.uid || canManageTeam)}
            editing={editing === entry.id}
            emails={emails}
            onEdit={(on) => setEditing(on ? entry.id : null)}
            onSave={(body) => save(entry.id, body)}
            onDelete={() => remove(entry.id)}
          />
        ))}
      </ol>
      <div ref={end} />
      {hasMore && <UiButton onClick={() => void loadMore()}>{intl.formatMessage(timelineWords.loadMore)}</UiButton>}
    </section>
  );
}
