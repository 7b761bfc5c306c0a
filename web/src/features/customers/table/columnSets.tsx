// Which columns the table shows (wide or stacked, with or without the checkbox, read-only, or the keys a view chose)
// and their CSS grid layout. The usual sets are made once, at module load, so a keystroke's render reuses them.
import { useMemo, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { fitColumns } from './fitColumns.ts';
import { selectColumn, spreadColumns } from './spreadColumns.tsx';
import { stackedActionsColumn, stackedColumns, stackedCustomerColumn } from './stackedColumns.tsx';
import { headerHeight, wideRowHeight, type Column } from './tableColumn.ts';
import { fieldColumn, type ListField } from './fieldColumns.tsx';

const noFields: readonly ListField[] = [];

/**
 * With the Tags or Company column shown, the text columns' widths that keep the wide table within 980 px at 1280 (with
 * both, the table scrolls sideways, as a team that turns both on chose).
 */
const withTagsWidths: Record<string, number> = { email: 148, phone: 116, address: 68, owner: 88 };

function withTagsRoom(columns: readonly Column[]): readonly Column[] {
  // A custom field's column takes the room as Tags does (fieldColumns.tsx).
  const extra = (key: string) => key === 'tags' || key === 'company' || key.startsWith('field:');
  if (!columns.some((column) => extra(column.key))) return columns;
  return columns.map((column) =>
    withTagsWidths[column.key] === undefined ? column : { ...column, width: withTagsWidths[column.key] },
  );
}

/** Sum of the columns' widths: the wide table scrolls sideways below it and stretches above it. */
const widthOf = (columns: readonly Column[]) => columns.reduce((sum, column) => sum + (column.width ?? 0), 0);

/**
 * The columns `keys` name, in their order, after those no key names ('#', the checkbox); on a phone, the stacked
 * cell's fields and actions follow them the same way. A custom field's column (`field:<key>`) shows while the field is
 * among `customFields` (the team's active ones): an archived field's column is left out.
 */
export function chosenColumns(
  columns: readonly Column[],
  keys: readonly string[],
  stacked: boolean,
  customFields: readonly ListField[] = [],
): Column[] {
  if (stacked) {
    return columns.flatMap((column) =>
      column.key === 'customer'
        ? [stackedCustomerColumn(keys, customFields)]
        : column.key === 'actions'
          ? (stackedActionsColumn(keys) ?? [])
          : [column],
    );
  }
  const byKey = new Map([...columns, ...customFields.map(fieldColumn)].map((column) => [column.key, column]));
  return [
    ...columns.filter((column) => column.key === 'index' || column.selects),
    ...keys.flatMap((key) => byKey.get(key) ?? []),
  ];
}

/** CSS grid columns: wide columns share the row in proportion to their widths; a column without one takes the rest. */
function gridColumns(columns: readonly Column[], stretch: boolean): string {
  return columns
    .map(({ width }) => (width === undefined ? 'minmax(0, 1fr)' : stretch ? `minmax(0, ${width}fr)` : `${width}px`))
    .join(' ');
}

/** The layout's measures as CSS variables for app.css's table rules (its colours are app.css's, light and dark). */
export function gridLayout(stacked: boolean, columns: readonly Column[]): CSSProperties {
  return {
    '--customers-grid-columns': gridColumns(columns, !stacked),
    '--customers-grid-min-width': stacked ? '0' : `${widthOf(columns)}px`,
    '--customers-grid-row-height': stacked ? 'auto' : `${wideRowHeight}px`,
    '--customers-grid-header-height': `${headerHeight}px`,
  } as CSSProperties;
}

export const stackedLayout = gridLayout(true, stackedColumns);
export const spreadLayout = gridLayout(false, spreadColumns);
// On a phone the checkbox goes above the row's number, so the fields keep their width and the rows their height.
const stackedSelectColumn: Column = {
  ...stackedColumns[0]!,
  selects: true,
  render: (props) => (
    <span className="stacked-select">
      {selectColumn.render(props)}
      <span>{stackedColumns[0]!.render(props)}</span>
    </span>
  ),
};
export const selectableStackedColumns = [stackedSelectColumn, ...stackedColumns.slice(1)];
export const selectableSpreadColumns = [selectColumn, ...spreadColumns];
export const selectableStackedLayout = gridLayout(true, selectableStackedColumns);
export const selectableSpreadLayout = gridLayout(false, selectableSpreadColumns);

/** What a role that only reads sees: the same list without Edit, Remove and Restore. */
export const readOnlySpreadColumns = spreadColumns.filter((column) => column.key !== 'edit' && column.key !== 'status');
export const readOnlySpreadLayout = gridLayout(false, readOnlySpreadColumns);

/**
 * The columns shown and their grid: the usual set for the layout and role, or the keys a view chose (custom fields'
 * among them, `customFields`: the team's active ones). Made anew only when the chosen keys or the fields change, so
 * the rows (memo) keep their columns between keystrokes.
 */
export function useTableColumns(
  stacked: boolean,
  selectable: boolean,
  readOnly: boolean,
  columnKeys: readonly string[] | undefined,
  customFields: readonly ListField[] = noFields,
): { columns: readonly Column[]; style: CSSProperties } {
  const baseColumns = stacked
    ? selectable
      ? selectableStackedColumns
      : stackedColumns
    : readOnly
      ? readOnlySpreadColumns
      : selectable
        ? selectableSpreadColumns
        : spreadColumns;
  const baseStyle = stacked
    ? selectable
      ? selectableStackedLayout
      : stackedLayout
    : readOnly
      ? readOnlySpreadLayout
      : selectable
        ? selectableSpreadLayout
        : spreadLayout;
  const chosenKeys = columnKeys?.join(',');
  const intl = useIntl();
  return useMemo(() => {
    const chosen =
      chosenKeys === undefined ? baseColumns : chosenColumns(baseColumns, chosenKeys.split(','), stacked, customFields);
    const fitted = fitColumns(stacked ? chosen : withTagsRoom(chosen), intl);
    return fitted === baseColumns
      ? { columns: baseColumns, style: baseStyle }
      : { columns: fitted, style: gridLayout(stacked, fitted) };
  }, [baseColumns, baseStyle, chosenKeys, stacked, intl, customFields]);
}
