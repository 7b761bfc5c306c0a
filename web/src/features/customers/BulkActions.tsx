// What the list does with its ticked rows: how many, Remove (one confirmation naming the count), Restore, Export the
// selection, select all that match, clear; after an action, what it did and its Undo. Plain elements, like the list.
import { CloseOutlined, DeleteOutlined, DownloadOutlined, UndoOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { MenuButton } from '../../shared/MenuButton.tsx';
import type { Teammate } from '../../shared/teammates.ts';
import { UiButton } from '../../shared/UiButton.tsx';

const assignWords = defineMessage({
  defaultMessage: 'Assign to…',
  id: 'hKAm+q',
  description: "Customers list: the selection bar's menu that makes a member the owner of the ticked rows",
});

export interface BulkActionsProps {
  /** How many rows are ticked */
  count: number;
  /** How many rows the list shows (all that match the filter and search) */
  shown: number;
  allSelected: boolean;
  canRemove: boolean;
  canRestore: boolean;
  canExport: boolean;
  /** Whom the ticked rows may be assigned to (active teammates); empty: no Assign to… */
  assignees: readonly Teammate[];
  busy: boolean;
  onRemove(): void;
  onRestore(): void;
  onExport(): void;
  onAssign(owner: Teammate): void;
  onSelectAll(): void;
  onClear(): void;
  /** More actions on the ticked rows, after Remove and Restore (tags/BulkTagMenus.tsx) */
  children?: ReactNode;
}

export function BulkActions({
  count,
  shown,
  allSelected,
  canRemove,
  canRestore,
  canExport,
  assignees,
  busy,
  onRemove,
  onRestore,
  onExport,
  onAssign,
  onSelectAll,
  onClear,
  children,
}: BulkActionsProps) {
  const intl = useIntl();
  const label = intl.formatMessage({
    defaultMessage: 'Selected customers',
    id: 'pJkEqH',
    description: 'Customers list: accessible name of the bar of actions on the ticked rows',
  });
  return (
    <div className="bulk-bar" role="region" aria-label={label}>
      <span className="bulk-count" role="status">
        {allSelected ? (
          <FormattedMessage
            defaultMessage="All {count, plural, one {# customer} other {# customers}} selected"
            id="ZA3K0D"
            description="Customers list: how many rows are ticked, when all that match are"
            values={{ count }}
          />
        ) : (
          <FormattedMessage
            defaultMessage="{count, plural, one {# customer} other {# customers}} selected"
            id="enEyx1"
            description="Customers list: how many rows are ticked"
            values={{ count }}
          />
        )}
      </span>
      {!allSelected && count < shown && (
        <UiButton size="small" onClick={onSelectAll}>
          <FormattedMessage
            defaultMessage="Select all {count, plural, one {# customer} other {# customers}}"
            id="Si4jd5"
            description="Customers list: button that ticks every row that matches the filter and search"
            values={{ count: shown }}
          />
        </UiButton>
      )}
      <span className="bulk-actions">
        {canRemove && (
          <UiButton
            size="small"
            className="ui-button-danger"
            icon={<DeleteOutlined />}
            loading={busy}
            onClick={onRemove}
          >
            <FormattedMessage
              defaultMessage="Remove"
              id="Uw+yhv"
              description="Customers list: the selection bar's button that removes the ticked rows"
            />
          </UiButton>
        )}
        {canRestore && (
          <UiButton size="small" icon={<UndoOutlined />} loading={busy} onClick={onRestore}>
            <FormattedMessage
              defaultMessage="Restore"
              id="R9p5uJ"
              description="Customers list: the selection bar's button that restores the ticked rows"
            />
          </UiButton>
        )}
        {assignees.length > 0 && (
          <MenuButton
            // The visible words are the name too (axe: label-content-name-mismatch).
            label={intl.formatMessage(assignWords)}
            button={
              <>
                <UserOutlined />
                <FormattedMessage {...assignWords} />
              </>
            }
            items={assignees.map((teammate) => ({
              key: teammate.uid,
              label: teammate.email,
              icon: <UserOutlined />,
              onSelect: () => onAssign(teammate),
            }))}
          />
        )}
        {children}
        {canExport && (
          <UiButton size="small" icon={<DownloadOutlined />} onClick={onExport}>
            <FormattedMessage
              defaultMessage="Export selection"
              id="167eTZ"
              description="Customers list: the selection bar's button that downloads the ticked rows"
            />
          </UiButton>
        )}
        <UiButton
          size="small"
          icon={<CloseOutlined />}
          aria-label={intl.formatMessage({
            defaultMessage: 'Clear selection',
            id: 's2LYiL',
            description: "Customers list: accessible name of the selection bar's Clear button",
          })}
          onClick={onClear}
        >
          <span className="hide-on-phone">
            <FormattedMessage
              defaultMessage="Clear"
              id="86ZwsQ"
              description="Customers list: the selection bar's button that unticks every row"
            />
          </span>
        </UiButton>
      </span>
    </div>
  );
}

/** What the last bulk action did, with its Undo. */
export function BulkDone({
  text,
  undoing,
  onUndo,
  onDismiss,
}: {
  text: string;
  undoing: boolean;
  onUndo(): void;
  onDismiss(): void;
}) {
  const intl = useIntl();
  return (
    <div className="bulk-bar bulk-done" role="status">
      <span className="bulk-count">{text}</span>
      <span className="bulk-actions">
        <UiButton size="small" primary icon={<UndoOutlined />} loading={undoing} onClick={onUndo}>
          <FormattedMessage
            defaultMessage="Undo"
            id="QDT6c5"
            description="Customers list: button that undoes the last bulk remove or restore"
          />
        </UiButton>
        <UiButton
          size="small"
          icon={<CloseOutlined />}
          aria-label={intl.formatMessage({
            defaultMessage: 'Dismiss',
            id: 'iO+qie',
            description: 'Customers list: accessible name of the button that hides what the last bulk action did',
          })}
          onClick={onDismiss}
        />
      </span>
    </div>
  );
}
