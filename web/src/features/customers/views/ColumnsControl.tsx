// Which columns the list shows, and in what order: a checkbox per column, and Move up / Move down buttons beside each
// shown one, so every change is a click or a key press (no dragging).
import { ArrowDownOutlined, ArrowUpOutlined, InsertRowRightOutlined } from '@ant-design/icons';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import type { ListColumnKey } from '../../../../../server/domain/views/savedView.ts';
import { usePopover } from '../../../shared/usePopover.ts';
import { columnLabels } from './customerColumns.ts';
import { defaultColumns } from './listUrlState.ts';
import './views.css';

interface ColumnsControlProps {
  /** The columns shown, in order */
  columns: readonly ListColumnKey[];
  /** The columns this role may show at all (the team's active custom fields' among them) */
  available: readonly ListColumnKey[];
  /** A custom field's column's label, by column key */
  fieldLabels: ReadonlyMap<string, string>;
  onChange(columns: readonly ListColumnKey[]): void;
}

/** Moves one column a place up or down among those shown. */
function moved(columns: readonly ListColumnKey[], key: ListColumnKey, by: -1 | 1): ListColumnKey[] {
  const next = [...columns];
  const from = next.indexOf(key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

const columnsWord = defineMessage({
  defaultMessage: 'Columns',
  id: '+Jhcip',
  description: "Customers list: the Columns control's button (its text, hidden on phones, and name)",
});

export function ColumnsControl({ columns, available, fieldLabels, onChange }: ColumnsControlProps) {
  const intl = useIntl();
  const { open, trigger, popup, toggle } = usePopover<HTMLButtonElement, HTMLDivElement>();
  const panelId = useId();
  const titleId = useId();
  const shown = columns.filter((key) => available.includes(key));
  const hidden = available.filter((key) => !shown.includes(key));
  /** The move button to keep focus on once its column has moved (the row is rendered anew in its place) */
  const refocus = useRef<{ key: ListColumnKey; by: -1 | 1 } | null>(null);

  useEffect(() => {
    if (open) popup.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [open, popup]);

  useLayoutEffect(() => {
    const wanted = refocus.current;
    refocus.current = null;
    if (!wanted || !popup.current) return;
    const button = (by: -1 | 1) =>
      popup.current!.querySelector<HTMLButtonElement>(`[data-column="${wanted.key}"] [data-move="${by}"]`);
    // At the top or bottom its button is disabled: the other one keeps focus in the row.
    const target = button(wanted.by);
    (target && !target.disabled ? target : button(wanted.by === -1 ? 1 : -1))?.focus();
  });

  // Columns this role never sees stay chosen, last, for a view others open.
  const withUnseen = (next: readonly ListColumnKey[]) =>
    onChange([...next, ...columns.filter((key) => !available.includes(key))]);
  const move = (key: ListColumnKey, by: -1 | 1) => {
    refocus.current = { key, by };
    withUnseen(moved(shown, key, by));
  };
  const show = (key: ListColumnKey, visible: boolean) =>
    withUnseen(visible ? [...shown, key] : shown.filter((column) => column !== key));
  const isDefault =
    shown.length === available.length &&
    shown.every((key, index) => key === defaultColumns.filter((column) => available.includes(column))[index]);

  return (
    <div className="topbar-anchor">
      <button
        ref={trigger}
        type="button"
        className="ui-button"
        aria-label={intl.formatMessage(columnsWord)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={toggle}
      >
        <InsertRowRightOutlined aria-hidden="true" />
        <span className="hide-on-phone">
          <FormattedMessage {...columnsWord} />
        </span>
      </button>
      {open && (
        <div
          ref={popup}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          className="topbar-popup views-panel columns-panel"
        >
          <h2 id={titleId} className="views-panel-title">
            <FormattedMessage
              defaultMessage="Columns shown"
              id="zS6VZb"
              description="Columns control: the pop-up's heading"
            />
          </h2>
          <ul className="columns-list">
            {[...shown, ...hidden].map((key) => {
              const visible = shown.includes(key);
              const at = shown.indexOf(key);
              const label = fieldLabels.get(key) ?? intl.formatMessage(columnLabels[key as keyof typeof columnLabels]);
              return (
                <li
                  key={key}
                  data-column={key}
                  className={visible ? 'columns-item' : 'columns-item columns-item-hidden'}
                >
                  <label className="columns-check">
                    <input
                      type="checkbox"
                      checked={visible}
                      // The list keeps one column at least.
                      disabled={visible && shown.length === 1}
                      onChange={(event) => show(key, event.target.checked)}
                    />
                    {label}
                  </label>
                  {visible && (
                    <span className="columns-moves">
                      <button
                        type="button"
                        className="columns-move"
                        data-move="-1"
                        aria-label={intl.formatMessage(
                          {
                            defaultMessage: 'Move {column} up',
                            id: 'jraOCx',
                            description: "Columns control: accessible name of a column's up arrow",
                          },
                          { column: label },
                        )}
                        disabled={at === 0}
                        onClick={() => move(key, -1)}
                      >
                        <ArrowUpOutlined aria-hidden="true" />
                      </button>
                      <button
                        type="button"
                        className="columns-move"
                        data-move="1"
                        aria-label={intl.formatMessage(
                          {
                            defaultMessage: 'Move {column} down',
                            id: 'WCkMIy',
                            description: "Columns control: accessible name of a column's down arrow",
                          },
                          { column: label },
                        )}
                        disabled={at === shown.length - 1}
                        onClick={() => move(key, 1)}
                      >
                        <ArrowDownOutlined aria-hidden="true" />
                      </button>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            className="ui-button ui-button-small views-panel-reset"
            disabled={isDefault}
            onClick={() => onChange(defaultColumns)}
          >
            <FormattedMessage
              defaultMessage="Show every column in the usual order"
              id="kEce6t"
              description="Columns control: button that puts the columns back as they were at first"
            />
          </button>
        </div>
      )}
    </div>
  );
}
