// The list's filter by custom field values: a button opening a panel with one control per active field, by its type
// (FieldFilterControl.tsx); customers matching every filter set show, by the rule the server applies
// (customFields/fieldFilters.ts). Kept in the address (field.<key>=…) and in saved views, like the other filters.
// Plain elements, like the list.
import { FilterOutlined } from '@ant-design/icons';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import type { CustomFieldFilterInput } from '../../../../../server/domain/customFields/fieldFilters.ts';
import type { TeamCustomField } from '../../../shared/customFields/useCustomFields.ts';
import { usePopover } from '../../../shared/usePopover.ts';
import { FieldFilterControl } from './FieldFilterControl.tsx';
import { fieldFilterCount, fieldFilterWords } from './fieldFilterWords.ts';
import '../tags/customerTags.css';
import './fieldFilters.css';

/** The filters with one part of one field's set (or cleared); a field left with no part has no filter. */
function withPart(
  filters: readonly CustomFieldFilterInput[],
  key: string,
  part: 'value' | 'min' | 'max',
  value: string | null,
): CustomFieldFilterInput[] {
  const current = filters.find((filter) => filter.key === key) ?? { key };
  const next = { ...current, [part]: value };
  const kept = filters.filter((filter) => filter.key !== key);
  return next.value || next.min || next.max ? [...kept, next] : kept;
}

export function FieldFilters({
  fields,
  value,
  onChange,
}: {
  /** The team's active custom fields */
  fields: readonly TeamCustomField[];
  /** The filters set (only those of `fields` count) */
  value: readonly CustomFieldFilterInput[];
  onChange: (filters: CustomFieldFilterInput[]) => void;
}) {
  const intl = useIntl();
  const { open, trigger, popup, toggle, close } = usePopover<HTMLButtonElement, HTMLDivElement>();
  const id = useId();
  const titleId = useId();
  // The panel takes focus as it opens, so a screen reader reads it; Escape or a click outside closes it.
  useEffect(() => {
    if (open) popup.current?.focus();
  }, [open, popup]);
  if (!fields.length) return null;
  const set = value.filter((filter) => fields.some((field) => field.key === filter.key));
  return (
    <span className="tag-filter">
      <button
        ref={trigger}
        type="button"
        className={set.length ? 'ui-button ui-button-small tag-filter-on' : 'ui-button ui-button-small'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={toggle}
      >
        <span aria-hidden="true">
          <FilterOutlined />
        </span>
        {set.length
          ? intl.formatMessage(fieldFilterCount, { count: set.length })
          : intl.formatMessage(fieldFilterWords.button)}
      </button>
      {open && (
        <div
          ref={popup}
          id={id}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          className="tag-filter-panel field-filter-panel"
        >
          <h2 id={titleId} className="field-filter-title">
            {intl.formatMessage(fieldFilterWords.panel)}
          </h2>
          {fields.map((field) => (
            <FieldFilterControl
              key={field.key}
              field={field}
              filter={set.find((filter) => filter.key === field.key)}
              onChange={(part, next) => onChange(withPart(value, field.key, part, next))}
            />
          ))}
          {set.length > 0 && (
            <button
              type="button"
              className="ui-button ui-button-small tag-filter-clear"
              onClick={() => {
                onChange([]);
                close(true);
              }}
            >
              {intl.formatMessage(fieldFilterWords.clear)}
            </button>
          )}
        </div>
      )}
    </span>
  );
}
