import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useStackedRows } from '../../shared/listPage.tsx';

type RenderedColumn<T> = {
  key: string;
  title: ReactNode;
  width?: number;
  render: (value: unknown, record: T, index: number) => ReactNode;
};

/**
 * A table's columns as antd takes them, or, below antd's md breakpoint, one column whose cell lists each field under
 * its name: a phone reads every field of a row without scrolling sideways.
 */
export function useStackedColumns<T>(
  title: string,
  columns: RenderedColumn<T>[],
): { columns: TableColumnsType<T>; wide: boolean } {
  const wide = !useStackedRows();
  if (wide) return { columns, wide };
  return {
    wide,
    columns: [
      {
        key: 'stacked',
        title,
        render: (_, record, index) => (
          <dl className="team-fields">
            {columns.map((column) => (
              <div key={column.key} className="team-field">
                <dt>{column.title}</dt>
                <dd>{column.render(undefined, record, index)}</dd>
              </div>
            ))}
          </dl>
        ),
      },
    ],
  };
}
