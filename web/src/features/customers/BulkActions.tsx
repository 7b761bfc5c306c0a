// What the list does with its ticked rows: how many, Remove (one confirmation naming the count), Restore, Export the
// selection, select all that match, clear; after an action, what it did and its Undo. Plain elements, like the list.
import { CloseOutlined, DeleteOutlined, DownloadOutlined, UndoOutlined } from '@ant-design/icons';
import { UiButton } from '../../shared/UiButton.tsx';
import { groupDigits } from '../../shared/formatEn.ts';

const customersWord = (count: number) => `${groupDigits(count)} ${count === 1 ? 'customer' : 'customers'}`;

export interface BulkActionsProps {
  /** How many rows are ticked */
  count: number;
  /** How many rows the list shows (all that match the filter and search) */
  shown: number;
  allSelected: boolean;
  canRemove: boolean;
  canRestore: boolean;
  canExport: boolean;
  busy: boolean;
  onRemove(): void;
  onRestore(): void;
  onExport(): void;
  onSelectAll(): void;
  onClear(): void;
}

export function BulkActions({
  count,
  shown,
  allSelected,
  canRemove,
  canRestore,
  canExport,
  busy,
  onRemove,
  onRestore,
  onExport,
  onSelectAll,
  onClear,
}: BulkActionsProps) {
  return (
    <div className="bulk-bar" role="region" aria-label="Selected customers">
      <span className="bulk-count" role="status">
        {allSelected ? `All ${customersWord(count)} selected` : `${customersWord(count)} selected`}
      </span>
      {!allSelected && count < shown && (
        <UiButton size="small" onClick={onSelectAll}>
          Select all {customersWord(shown)}
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
            Remove
          </UiButton>
        )}
        {canRestore && (
          <UiButton size="small" icon={<UndoOutlined />} loading={busy} onClick={onRestore}>
            Restore
          </UiButton>
        )}
        {canExport && (
          <UiButton size="small" icon={<DownloadOutlined />} onClick={onExport}>
            Export selection
          </UiButton>
        )}
        <UiButton size="small" icon={<CloseOutlined />} aria-label="Clear selection" onClick={onClear}>
          <span className="hide-on-phone">Clear</span>
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
  return (
    <div className="bulk-bar bulk-done" role="status">
      <span className="bulk-count">{text}</span>
      <span className="bulk-actions">
        <UiButton size="small" primary icon={<UndoOutlined />} loading={undoing} onClick={onUndo}>
          Undo
        </UiButton>
        <UiButton size="small" icon={<CloseOutlined />} aria-label="Dismiss" onClick={onDismiss} />
      </span>
    </div>
  );
}

export { customersWord };
