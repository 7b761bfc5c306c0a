// The contacts list's rows as the screen opens: antd's Table's markup and look (contacts.css), rendered without antd,
// so a phone shows the contacts without downloading and running antd first. AntdContactsTable takes its place once
// antd's code has come, at the same size: nothing on screen moves.
import { useIntl } from 'react-intl';
import { contactColumns, contactsTableClass, spreadWidth, type ContactsTableProps } from './contactColumns.tsx';
import { contactsWord } from './contactsWord.ts';

const cellClass = (column: { className?: string; ellipsis?: boolean }) =>
  ['plain-table-cell', column.className, column.ellipsis && 'plain-table-cell-ellipsis'].filter(Boolean).join(' ') ||
  undefined;

export function PlainContactsTable({ rows, firstPosition, stacked, loading, empty }: ContactsTableProps) {
  const intl = useIntl();
  const columns = contactColumns(stacked, intl);
  return (
    <div className={`${contactsTableClass(stacked, loading)} plain-table`}>
      <div className="plain-table-content">
        <table
          aria-label={intl.formatMessage(contactsWord)}
          style={stacked ? undefined : { width: spreadWidth, minWidth: '100%' }}
        >
          <colgroup>
            {columns.map((column) => (
              <col key={column.key} style={column.width ? { width: column.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cellClass(column)}
                  style={column.align ? { textAlign: column.align } : undefined}
                >
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr className="plain-table-placeholder">
                {/* A table that scrolls sideways keeps its placeholder in view, as antd's does. */}
                <td colSpan={columns.length}>
                  {stacked ? empty : <div className="plain-table-placeholder-fixed">{empty}</div>}
                </td>
              </tr>
            ) : (
              rows.map((worker, index) => (
                <tr key={worker.id} className="contacts-row">
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={cellClass(column)}
                      style={column.align ? { textAlign: column.align } : undefined}
                    >
                      {column.render(worker, firstPosition + index)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
