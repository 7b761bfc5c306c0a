// One entry of the customer timeline: an activity (who wrote it, when, its text, and for its author or an admin edit
// and delete) or a change to the customer's fields, as the history says it.
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { TimelineEntryFieldsFragment as TimelineEntry } from '../../../gql/graphql.ts';
import { antdIsland } from '../../../shared/AntdIsland.tsx';
import { useWhen } from '../../../shared/i18n/formats.ts';
import { UiButton } from '../../../shared/UiButton.tsx';
import { HistoryEntry } from '../history/HistoryEntry.tsx';
import { ActivityText } from './ActivityText.tsx';
import type { ActivityFormValues } from './ActivityForm.antd.tsx';
import { byWhomWords, kindWords, timelineWords } from './timelineWords.ts';

export const ActivityFormIsland = antdIsland(
  () => import('./ActivityForm.antd.tsx'),
  (module) => module.ActivityForm,
);

export interface TimelineItemProps {
  entry: TimelineEntry;
  /** The reader may edit and delete this activity (its author, or an admin) */
  mayChange: boolean;
  editing: boolean;
  emails: readonly string[];
  onEdit(editing: boolean): void;
  onSave(body: string): Promise<string | null>;
  onDelete(): void;
}

export function TimelineItem({ entry, mayChange, editing, emails, onEdit, onSave, onDelete }: TimelineItemProps) {
  const intl = useIntl();
  const when = useWhen();
  const { activity, change } = entry;
  return (
    <li className={`timeline-item${activity ? ` timeline-${activity.kind.toLowerCase()}` : ' timeline-change'}`}>
      <div className="timeline-meta">
        {activity ? (
          <strong>
            {intl.formatMessage(byWhomWords, {
              kind: intl.formatMessage(kindWords[activity.kind]),
              author: activity.author?.email ?? intl.formatMessage(timelineWords.someone),
            })}
          </strong>
        ) : null}
        <time dateTime={entry.at}>{when(entry.at)}</time>
        {activity?.editedAt && <span className="timeline-edited">{intl.formatMessage(timelineWords.edited)}</span>}
      </div>
      {change && <HistoryEntry entry={change} />}
      {activity && !editing && <ActivityText text={activity.body} />}
      {activity && editing && (
        <Suspense fallback={<ActivityText text={activity.body} />}>
          <ActivityFormIsland
            emails={emails}
            editing={activity.body}
            onSubmit={({ body }: ActivityFormValues) => onSave(body)}
            onCancel={() => onEdit(false)}
          />
        </Suspense>
      )}
      {activity && mayChange && !editing && (
        <div className="timeline-actions">
          <UiButton size="small" onClick={() => onEdit(true)}>
            {intl.formatMessage(timelineWords.edit)}
          </UiButton>
          <UiButton size="small" onClick={onDelete}>
            {intl.formatMessage(timelineWords.delete)}
          </UiButton>
        </div>
      )}
    </li>
  );
}
