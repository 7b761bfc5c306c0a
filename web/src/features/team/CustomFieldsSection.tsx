// The Team page's Custom fields section (owners and admins): add a field (label, type, options for the choices,
// required), change one's label, options or whether it is required (its key and type stay), archive one (hidden from
// forms and exports, values kept). Archived fields are listed below, by label and key.
import { Button, Checkbox, Input, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CustomFieldType } from '../../gql/graphql.ts';
import { customFieldTypeWords } from '../../shared/customFields/customFieldWords.ts';
import { useCustomFields, type TeamCustomField } from '../../shared/customFields/useCustomFields.ts';
import { NoteAlert } from '../../shared/NoteAlert.tsx';
import { ConfirmButton, Section, useSectionNote } from './teamParts.tsx';
import {
  archiveFieldLabel,
  archiveFieldTitle,
  editFieldLabel,
  fieldOptionCount,
  teamFieldWords,
} from './customFieldWords.ts';
import { useCustomFieldMutations } from './useCustomFieldMutations.ts';

const types: readonly CustomFieldType[] = ['TEXT', 'NUMBER', 'DATE', 'SELECT', 'MULTI_SELECT', 'CHECKBOX', 'URL'];
const hasOptions = (type: CustomFieldType) => type === 'SELECT' || type === 'MULTI_SELECT';

interface Draft {
  label: string;
  type: CustomFieldType;
  /** One option a line */
  options: string;
  required: boolean;
}

const emptyDraft: Draft = { label: '', type: 'TEXT', options: '', required: false };

const inputOf = ({ label, type, options, required }: Draft) => ({
  label: label.trim(),
  type,
  options: hasOptions(type)
    ? options
        .split('\n')
        .map((option) => option.trim())
        .filter(Boolean)
    : [],
  required,
});

/** The boxes of a field's definition; the type only while adding (a field keeps its type). */
function DraftFields({
  draft,
  onChange,
  fixedType,
}: {
  draft: Draft;
  onChange: (draft: Draft) => void;
  fixedType?: boolean;
}) {
  const intl = useIntl();
  const labelId = useId();
  const typeId = useId();
  const optionsId = useId();
  return (
    <>
      <span className="team-tag-field">
        <label htmlFor={labelId} className="team-field-label">
          {intl.formatMessage(teamFieldWords.label)}
        </label>
        <Input
          id={labelId}
          value={draft.label}
          maxLength={60}
          onChange={(event) => onChange({ ...draft, label: event.target.value })}
        />
      </span>
      {!fixedType && (
        <span className="team-tag-field">
          <label htmlFor={typeId} className="team-field-label">
            {intl.formatMessage(teamFieldWords.type)}
          </label>
          <select
            id={typeId}
            className="team-tag-color"
            value={draft.type}
            onChange={(event) => onChange({ ...draft, type: event.target.value as CustomFieldType })}
          >
            {types.map((type) => (
              <option key={type} value={type}>
                {intl.formatMessage(customFieldTypeWords[type])}
              </option>
            ))}
          </select>
        </span>
      )}
      {hasOptions(draft.type) && (
        <span className="team-tag-field team-field-options">
          <label htmlFor={optionsId} className="team-field-label">
            {intl.formatMessage(teamFieldWords.options)}
          </label>
          <Input.TextArea
            id={optionsId}
            value={draft.options}
            autoSize={{ minRows: 2, maxRows: 8 }}
            onChange={(event) => onChange({ ...draft, options: event.target.value })}
          />
        </span>
      )}
      <span className="team-field-check">
        <Checkbox checked={draft.required} onChange={(event) => onChange({ ...draft, required: event.target.checked })}>
          {intl.formatMessage(teamFieldWords.required)}
        </Checkbox>
      </span>
    </>
  );
}

function FieldRow({ field, note }: { field: TeamCustomField; note: ReturnType<typeof useSectionNote> }) {
  const intl = useIntl();
  const { update, archive } = useCustomFieldMutations();
  const [editing, setEditing] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!editing) return;
    setBusy(true);
    const outcome = await note.run(update(field.id, inputOf(editing)), intl.formatMessage(teamFieldWords.saved));
    setBusy(false);
    if (outcome.ok) setEditing(null);
  };
  const details = [
    intl.formatMessage(customFieldTypeWords[field.type]),
    hasOptions(field.type) && intl.formatMessage(fieldOptionCount, { count: field.options.length }),
    field.required && intl.formatMessage(teamFieldWords.required),
  ]
    .filter(Boolean)
    .join(' · ');
  const startEditing = () =>
    setEditing({ label: field.label, type: field.type, options: field.options.join('\n'), required: field.required });
  if (editing)
    return (
      <li className="team-tag">
        <Space wrap align="end">
          <DraftFields draft={editing} onChange={setEditing} fixedType />
          <Button type="primary" size="small" loading={busy} onClick={() => void save()}>
            {intl.formatMessage(teamFieldWords.save)}
          </Button>
          <Button size="small" onClick={() => setEditing(null)}>
            {intl.formatMessage(teamFieldWords.cancel)}
          </Button>
        </Space>
      </li>
    );
  return (
    <li className="team-tag">
      <span className="team-field-summary">
        <Typography.Text strong>
          <bdi>{field.label}</bdi>
        </Typography.Text>
        <Typography.Text type="secondary">{details}</Typography.Text>
        <Typography.Text type="secondary" className="team-field-key">
          {intl.formatMessage(teamFieldWords.keyLabel)} <code dir="ltr">{field.key}</code>
        </Typography.Text>
      </span>
      <Space size="small">
        <Button
          size="small"
          aria-label={intl.formatMessage(editFieldLabel, { label: field.label })}
          onClick={startEditing}
        >
          {intl.formatMessage(teamFieldWords.edit)}
        </Button>
        <ConfirmButton
          label={intl.formatMessage(archiveFieldLabel, { label: field.label })}
          title={intl.formatMessage(archiveFieldTitle, { label: field.label })}
          content={intl.formatMessage(teamFieldWords.archiveContent)}
          okText={intl.formatMessage(teamFieldWords.archiveOk)}
          onConfirm={() => note.run(archive(field.id), intl.formatMessage(teamFieldWords.archived))}
        >
          {intl.formatMessage(teamFieldWords.archive)}
        </ConfirmButton>
      </Space>
    </li>
  );
}

export function CustomFieldsSection() {
  const intl = useIntl();
  const { fields } = useCustomFields(true);
  const { create } = useCustomFieldMutations();
  const note = useSectionNote();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [adding, setAdding] = useState(false);
  const active = fields.filter((field) => !field.archived);
  const archived = fields.filter((field) => field.archived);
  const add = async () => {
    setAdding(true);
    const outcome = await note.run(create(inputOf(draft)), intl.formatMessage(teamFieldWords.added));
    setAdding(false);
    if (outcome.ok) setDraft(emptyDraft);
  };
  return (
    <Section title={intl.formatMessage(teamFieldWords.title)} id="team-custom-fields">
      <NoteAlert className="team-note" note={note.note} onClose={note.clear} />
      <Typography.Paragraph>{intl.formatMessage(teamFieldWords.lead)}</Typography.Paragraph>
      <form
        className="team-tag-form"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Space wrap align="end">
          <DraftFields draft={draft} onChange={setDraft} />
          <Button type="primary" htmlType="submit" loading={adding} disabled={!draft.label.trim()}>
            {intl.formatMessage(teamFieldWords.add)}
          </Button>
        </Space>
      </form>
      {active.length ? (
        <ul className="team-tags">
          {active.map((field) => (
            <FieldRow key={field.id} field={field} note={note} />
          ))}
        </ul>
      ) : (
        <Typography.Paragraph className="team-tags-empty">
          {intl.formatMessage(teamFieldWords.empty)}
        </Typography.Paragraph>
      )}
      {archived.length > 0 && (
        <>
          <Typography.Title level={3} className="team-field-archived-title">
            {intl.formatMessage(teamFieldWords.archivedTitle)}
          </Typography.Title>
          <ul className="team-tags">
            {archived.map((field) => (
              <li key={field.id} className="team-tag">
                <span className="team-field-summary">
                  <Typography.Text type="secondary">
                    <bdi>{field.label}</bdi>
                  </Typography.Text>
                  <Typography.Text type="secondary" className="team-field-key">
                    {intl.formatMessage(teamFieldWords.keyLabel)} <code dir="ltr">{field.key}</code>
                  </Typography.Text>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
