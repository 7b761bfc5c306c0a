// The list's filter by tags: a button opening a panel of tag checkboxes; customers carrying all the ticked tags show.
// Kept in the address (tags=…) and in saved views, like the other filters. Plain elements, like the list.
import { TagsOutlined } from '@ant-design/icons';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { usePopover } from '../../../shared/usePopover.ts';
import { TagChoices } from '../../../shared/tags/TagChoices.tsx';
import type { TeamTag } from '../../../shared/tags/TagChips.tsx';
import { tagFilterCount, tagWords } from './tagWords.ts';
import './customerTags.css';

export function TagFilter({
  tags,
  value,
  onChange,
}: {
  tags: readonly TeamTag[];
  value: readonly string[];
  onChange: (tagIds: string[]) => void;
}) {
  const intl = useIntl();
  const { open, trigger, popup, toggle, close } = usePopover<HTMLButtonElement, HTMLDivElement>();
  const id = useId();
  // The panel takes focus as it opens, so a screen reader reads it; Escape or a click outside closes it.
  useEffect(() => {
    if (open) popup.current?.focus();
  }, [open, popup]);
  // A tag deleted since the link was made filters nothing.
  const chosen = value.filter((tagId) => tags.some((tag) => tag.id === tagId));
  if (!tags.length && !value.length) return null;
  return (
    <span className="tag-filter">
      <button
        ref={trigger}
        type="button"
        className={chosen.length ? 'ui-button ui-button-small tag-filter-on' : 'ui-button ui-button-small'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={toggle}
      >
        <span aria-hidden="true">
          <TagsOutlined />
        </span>
        {chosen.length
          ? intl.formatMessage(tagFilterCount, { count: chosen.length })
          : intl.formatMessage(tagWords.filter)}
      </button>
      {open && (
        <div
          ref={popup}
          id={id}
          role="dialog"
          aria-label={intl.formatMessage(tagWords.filterLegend)}
          tabIndex={-1}
          className="tag-filter-panel"
        >
          <TagChoices
            legend={intl.formatMessage(tagWords.filterLegend)}
            tags={tags}
            value={chosen}
            onChange={onChange}
            empty={intl.formatMessage(tagWords.none)}
          />
          {chosen.length > 0 && (
            <button
              type="button"
              className="ui-button ui-button-small tag-filter-clear"
              onClick={() => {
                onChange([]);
                close(true);
              }}
            >
              {intl.formatMessage(tagWords.filterClear)}
            </button>
          )}
        </div>
      )}
    </span>
  );
}
