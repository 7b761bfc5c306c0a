// One entry of a timeline: an activity (who wrote it, when, its text, and for its author or an admin edit and delete),
// a task about the customer, or a change to the customer's fields, as the history says it; on a company's timeline,
// with a link to the customer it is about.
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useWhen } from '../../../shared/i18n/formats.ts';
import { paths } from '../../../shared/routes.ts';
import { UiButton } from '../../../shared/UiButton.tsx';
import { HistoryEntry } from '../history/HistoryEntry.tsx';
import { ActivityText } from './ActivityText.tsx';
import { ActivityForm, type ActivityFormValues } from './ActivityForm.tsx';
import { byWhomWords, kindWords, taskEntryWords, timelineWords } from './timelineWords.ts';
import type { TimelineEntry } from './useTimeline.ts';

export interface TimelineItemProps {
  entry: TimelineEntry;
  /** The reader may edit and delete this activity (its author, or an admin): then the rest is given too */
  mayChange: boolean;
  editing?: boolean;
  emails?: readonly string[];
  onEdit?(editing: boolean): void;
  onSave?(body: string): Promise<string | null>;
  onDelete?(): void;
  /** Names the customer the entry is about, as a link to its page (a company's timeline) */
  showCustomer?: boolean;
}

const noEmails: readonly string[] = [];
const nothing = () => undefined;

export function TimelineItem({
  entry,
  mayChange,
  editing = false,
  emails = noEmails,
  onEdit = nothing,
  onSave = async () => null,
  onDelete = nothing,
  showCustomer = false,
}: TimelineItemProps) {
  const intl = useIntl();
  const when = useWhen();
  const { activity, change, task } = entry;
  const kindClass = activity ? `timeline-${activity.kind.toLowerCase()}` : task ? 'timeline-task' : 'timeline-change';
  return (
    <li className={`timeline-item ${kindClass}`}>
      <div className="timeline-meta">
        {showCustomer && entry.customer && (
          <Link className="timeline-customer" to={paths.customerDetails(entry.customer.id)}>
            <bdi>
              {entry.customer.fname} {entry.customer.lname}
            </bdi>
          </Link>
        )}
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
      {task && (
        <p className="timeline-task-title">
          {intl.formatMessage(taskEntryWords[task.done ? 'done' : 'open'], { title: task.title })}
        </p>
      )}
      {activity && !editing && <ActivityText text={activity.body} />}
      {activity && editing && (
        <ActivityForm
          emails={emails}
          editing={activity.body}
          onSubmit={({ body }: ActivityFormValues) => onSave(body)}
          onCancel={() => onEdit(false)}
        />
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
