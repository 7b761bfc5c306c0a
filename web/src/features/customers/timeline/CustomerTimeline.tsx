// A customer's timeline on its page: what the team did and wrote about it, and the changes to its fields, newest
// first, filtered by kind, fetched page by page as the reader reaches the end, and live from every browser.
import { useApolloClient } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDialogs } from '../../../shared/dialogs.tsx';
import { problemOf } from '../../../shared/mutationOutcome.ts';
import { usePermissions } from '../../../shared/permissions.tsx';
import { useTeammates } from '../../../shared/teammates.ts';
import { ActivityForm, type ActivityFormValues } from './ActivityForm.tsx';
import { AddActivityDocument, DeleteActivityDocument, UpdateActivityDocument } from './timelineDocuments.ts';
import { TimelineItem } from './TimelineItem.tsx';
import { TimelineList } from './TimelineList.tsx';
import { timelineWords } from './timelineWords.ts';
import { useTimeline } from './useTimeline.ts';
import './timeline.css';

export function CustomerTimeline({ customerId }: { customerId: string }) {
  const intl = useIntl();
  const client = useApolloClient();
  const dialogs = useDialogs();
  const { canWrite, canManageTeam } = usePermissions();
  const { entries, me, state, hasMore, loadMore, refresh, drop } = useTimeline(customerId);
  const [editing, setEditing] = useState<string | null>(null);
  const { teammates } = useTeammates(!canWrite);
  const emails = useMemo(() => {
    const seen = new Set<string>(me ? [me.email] : []);
    for (const member of teammates) if (member.active) seen.add(member.email);
    for (const { activity } of entries) if (activity?.author) seen.add(activity.author.email);
    return [...seen].sort();
  }, [teammates, me, entries]);

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
      {canWrite && <ActivityForm emails={emails} onSubmit={add} />}
      <TimelineList
        entries={entries}
        state={state}
        hasMore={hasMore}
        loadMore={loadMore}
        item={(entry) => (
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
        )}
      />
    </section>
  );
}
