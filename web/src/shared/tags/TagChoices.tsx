// Choosing tags: one checkbox per team tag, shown as its chip, in a fieldset with a legend (the form, a customer's
// page, the list's filter). Plain elements: keyboard and screen readers work as with any checkbox.
import type { ReactNode } from 'react';
import { TagChip, type TeamTag } from './TagChips.tsx';

export function TagChoices({
  legend,
  tags,
  value,
  onChange,
  empty,
}: {
  legend: ReactNode;
  tags: readonly TeamTag[];
  /** The chosen tags' ids */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Said when the team has no tags */
  empty: ReactNode;
}) {
  return (
    <fieldset className="tag-choices">
      <legend className="ui-label">{legend}</legend>
      {tags.length === 0 && <p className="tag-choices-empty">{empty}</p>}
      {tags.map((tag) => {
        const checked = value.includes(tag.id);
        return (
          <label key={tag.id} className={checked ? 'tag-choice tag-choice-checked' : 'tag-choice'}>
            <input
              type="checkbox"
              checked={checked}
              onChange={(event) =>
                onChange(event.target.checked ? [...value, tag.id] : value.filter((id) => id !== tag.id))
              }
            />
            <TagChip name={tag.name} color={tag.color} />
          </label>
        );
      })}
    </fieldset>
  );
}
