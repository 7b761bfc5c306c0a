// The Team page's Tags section (owners and admins): add a tag (name and colour), rename or recolour one, delete one
// (it is taken off every customer, after a confirmation naming how many carry it). Each tag shows as its chip.
import { Button, Input, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { defaultTagColor, tagColors, type TagColor } from '../../../../server/domain/tags/tag.ts';
import { NoteAlert } from '../../shared/NoteAlert.tsx';
import { TagChip, useTeamTags, type TeamTag } from '../../shared/tags/TagChips.tsx';
import { ConfirmButton, Section, useSectionNote } from './teamParts.tsx';
import {
  deleteTagContent,
  deleteTagLabel,
  deleteTagOk,
  deleteTagTitle,
  editTagLabel,
  tagColorWords,
  tagCustomerCount,
  teamTagWords,
} from './tagWords.ts';
import { useTagMutations } from './useTagMutations.ts';

function TagFields({
  name,
  color,
  onName,
  onColor,
}: {
  name: string;
  color: TagColor;
  onName: (name: string) => void;
  onColor: (color: TagColor) => void;
}) {
  const intl = useIntl();
  const nameId = useId();
  const colorId = useId();
  return (
    <>
      <span className="team-tag-field">
        <label htmlFor={nameId} className="team-field-label">
          {intl.formatMessage(teamTagWords.name)}
        </label>
        <Input id={nameId} value={name} maxLength={40} onChange={(event) => onName(event.target.value)} />
      </span>
      <span className="team-tag-field">
        <label htmlFor={colorId} className="team-field-label">
          {intl.formatMessage(teamTagWords.color)}
        </label>
        <select
          id={colorId}
          className="team-tag-color"
          value={color}
          onChange={(event) => onColor(event.target.value as TagColor)}
        >
          {tagColors.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(tagColorWords[value])}
            </option>
          ))}
        </select>
      </span>
    </>
  );
}

function TagRow({ tag, note }: { tag: TeamTag; note: ReturnType<typeof useSectionNote> }) {
  const intl = useIntl();
  const { update, remove } = useTagMutations();
  const [editing, setEditing] = useState<{ name: string; color: TagColor } | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!editing) return;
    setBusy(true);
    const outcome = await note.run(update(tag.id, editing.name, editing.color), intl.formatMessage(teamTagWords.saved));
    setBusy(false);
    if (outcome.ok) setEditing(null);
  };
  return (
    <li className="team-tag">
      {editing ? (
        <Space wrap align="end">
          <TagFields
            name={editing.name}
            color={editing.color}
            onName={(name) => setEditing({ ...editing, name })}
            onColor={(color) => setEditing({ ...editing, color })}
          />
          <Button type="primary" size="small" loading={busy} onClick={() => void save()}>
            {intl.formatMessage(teamTagWords.save)}
          </Button>
          <Button size="small" onClick={() => setEditing(null)}>
            {intl.formatMessage(teamTagWords.cancel)}
          </Button>
        </Space>
      ) : (
        <>
          <TagChip name={tag.name} color={tag.color} />
          <Typography.Text className="team-tag-count">
            {intl.formatMessage(tagCustomerCount, { count: tag.count })}
          </Typography.Text>
          <Space size="small">
            <Button
              size="small"
              aria-label={intl.formatMessage(editTagLabel, { name: tag.name })}
              onClick={() => setEditing({ name: tag.name, color: tag.color as TagColor })}
            >
              {intl.formatMessage(teamTagWords.edit)}
            </Button>
            <ConfirmButton
              danger
              label={intl.formatMessage(deleteTagLabel, { name: tag.name })}
              title={intl.formatMessage(deleteTagTitle, { name: tag.name })}
              content={intl.formatMessage(deleteTagContent, { count: tag.count })}
              okText={intl.formatMessage(deleteTagOk)}
              onConfirm={() => note.run(remove(tag.id))}
            >
              {intl.formatMessage(teamTagWords.delete)}
            </ConfirmButton>
          </Space>
        </>
      )}
    </li>
  );
}

export function TagsSection() {
  const intl = useIntl();
  const { tags } = useTeamTags();
  const { create } = useTagMutations();
  const note = useSectionNote();
  const [name, setName] = useState('');
  const [color, setColor] = useState<TagColor>(defaultTagColor);
  const [adding, setAdding] = useState(false);
  const add = async () => {
    setAdding(true);
    const outcome = await note.run(create(name, color), intl.formatMessage(teamTagWords.added));
    setAdding(false);
    if (outcome.ok) setName('');
  };
  return (
    <Section title={intl.formatMessage(teamTagWords.title)} id="team-tags">
      <NoteAlert className="team-note" note={note.note} onClose={note.clear} />
      <Typography.Paragraph>{intl.formatMessage(teamTagWords.lead)}</Typography.Paragraph>
      <form
        className="team-tag-form"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Space wrap align="end">
          <TagFields name={name} color={color} onName={setName} onColor={setColor} />
          <Button type="primary" htmlType="submit" loading={adding} disabled={!name.trim()}>
            {intl.formatMessage(teamTagWords.add)}
          </Button>
        </Space>
      </form>
      {tags.length ? (
        <ul className="team-tags">
          {tags.map((tag) => (
            <TagRow key={tag.id} tag={tag} note={note} />
          ))}
        </ul>
      ) : (
        <Typography.Paragraph className="team-tags-empty">
          {intl.formatMessage(teamTagWords.empty)}
        </Typography.Paragraph>
      )}
    </Section>
  );
}
