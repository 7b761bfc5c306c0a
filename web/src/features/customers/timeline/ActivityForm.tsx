// The one-step form that adds an activity (kind, text, when) or edits one's text, rendered without antd so a customer's
// page does not render antd as it loads (docs/decisions/composer-without-antd-at-load.md). "@" offers the team's
// members once the text box has become antd's Mentions (ActivityTextBox.tsx).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActivityKind } from '../../../gql/graphql.ts';
import { UiButton } from '../../../shared/UiButton.tsx';
import { ActivityTextBox } from './ActivityTextBox.tsx';
import { kindWords, timelineWords } from './timelineWords.ts';

export interface ActivityFormValues {
  kind: ActivityKind;
  body: string;
  /** ISO 8601, or null for now */
  at: string | null;
}

export interface ActivityFormProps {
  /** Emails "@" offers */
  emails: readonly string[];
  /** Editing an activity's text: its current text (kind and time are not changed) */
  editing?: string;
  /** Saves; answers the server's words when it refused, else null */
  onSubmit(values: ActivityFormValues): Promise<string | null>;
  onCancel?(): void;
}

const kinds: ActivityKind[] = ['NOTE', 'CALL', 'MEETING', 'EMAIL'];

/** A datetime-local value (the reader's own time) as ISO 8601 */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : null);

export function ActivityForm({ emails, editing, onSubmit, onCancel }: ActivityFormProps) {
  const intl = useIntl();
  const [kind, setKind] = useState<ActivityKind>('NOTE');
  const [body, setBody] = useState(editing ?? '');
  const [when, setWhen] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The reader reached for the form (a pointer over it, or the focus in it): the text box becomes antd's Mentions.
  const [reached, setReached] = useState(false);
  const submit = async () => {
    setSaving(true);
    const refused = await onSubmit({ kind, body, at: isoOf(when) });
    setSaving(false);
    setProblem(refused);
    if (!refused && !editing) {
      setBody('');
      setWhen('');
    }
  };
  const reach = () => setReached(true);
  return (
    <form
      className="activity-form"
      onPointerEnter={reach}
      onFocus={reach}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {!editing && (
        <div className="activity-form-row">
          <span className="ui-input activity-kind">
            <select
              value={kind}
              onChange={(event) => setKind(event.target.value as ActivityKind)}
              aria-label={intl.formatMessage(timelineWords.kind)}
            >
              {kinds.map((value) => (
                <option key={value} value={value}>
                  {intl.formatMessage(kindWords[value])}
                </option>
              ))}
            </select>
          </span>
          <span className="ui-input activity-when">
            <input
              type="datetime-local"
              value={when}
              onChange={(event) => setWhen(event.target.value)}
              aria-label={intl.formatMessage(timelineWords.when)}
              title={intl.formatMessage(timelineWords.whenHint)}
            />
          </span>
        </div>
      )}
      <ActivityTextBox
        value={body}
        onChange={setBody}
        emails={emails}
        reached={reached}
        label={intl.formatMessage(editing ? timelineWords.editText : timelineWords.text)}
        placeholder={editing ? undefined : intl.formatMessage(timelineWords.placeholder)}
        problemId={problem ? 'activity-form-problem' : undefined}
      />
      {problem && (
        <p className="activity-form-problem" id="activity-form-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="activity-form-actions">
        <UiButton primary type="submit" loading={saving}>
          {intl.formatMessage(editing ? timelineWords.save : timelineWords.add)}
        </UiButton>
        {onCancel && <UiButton onClick={onCancel}>{intl.formatMessage(timelineWords.cancel)}</UiButton>}
      </div>
    </form>
  );
}
