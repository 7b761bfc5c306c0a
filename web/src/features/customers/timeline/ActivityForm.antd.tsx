// The one-step form that adds an activity (kind, text, when) or edits one's text; "@" offers the team's members.
import { Button, Input, Mentions, Select, Space } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActivityKind } from '../../../gql/graphql.ts';
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
  const label = intl.formatMessage(editing ? timelineWords.editText : timelineWords.text);
  return (
    <form
      className="activity-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {!editing && (
        <Space wrap className="activity-form-row">
          <Select<ActivityKind>
            value={kind}
            onChange={setKind}
            aria-label={intl.formatMessage(timelineWords.kind)}
            options={kinds.map((value) => ({ value, label: intl.formatMessage(kindWords[value]) }))}
            style={{ minWidth: 140 }}
          />
          <Input
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            aria-label={intl.formatMessage(timelineWords.when)}
            title={intl.formatMessage(timelineWords.whenHint)}
          />
        </Space>
      )}
      <Mentions
        value={body}
        onChange={setBody}
        rows={3}
        aria-label={label}
        placeholder={editing ? undefined : intl.formatMessage(timelineWords.placeholder)}
        options={emails.map((email) => ({ value: email, label: email }))}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'activity-form-problem' : undefined}
      />
      {problem && (
        <p className="activity-form-problem" id="activity-form-problem" role="alert">
          {problem}
        </p>
      )}
      <Space className="activity-form-actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          {intl.formatMessage(editing ? timelineWords.save : timelineWords.add)}
        </Button>
        {onCancel && <Button onClick={onCancel}>{intl.formatMessage(timelineWords.cancel)}</Button>}
      </Space>
    </form>
  );
}
