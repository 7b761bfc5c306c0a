// What the preview says of one row: left out, its rule failures, the customer it duplicates (or the earlier row of the
// file that changes that customer), or ready.
import { Link } from 'react-router-dom';
import { importFieldLabels } from './importRows.ts';
import { sheetRow, type PreviewRow } from './runImport.ts';
import { paths } from '../../shared/routes.ts';

/** `firstRow`: the earlier row this one is a duplicate of within the file (runImport.ts's duplicatesWithinFile) */
export function RowCheck({ row, firstRow }: { row: PreviewRow; firstRow: number | null }) {
  if (row.skip) return <span className="import-state">Left out</span>;
  if (row.errors) {
    return (
      <ul className="import-errors">
        {Object.entries(row.errors).map(([field, message]) => (
          <li key={field}>
            {importFieldLabels[field as keyof typeof importFieldLabels] ?? field}: {message}
          </li>
        ))}
      </ul>
    );
  }
  if (row.existing) {
    const name = (
      <Link to={paths.customerDetails(row.existing.id)}>
        <bdi>
          {row.existing.fname} {row.existing.lname}
        </bdi>
      </Link>
    );
    const field = row.existing.match === 'EMAIL' ? 'email' : 'phone';
    if (firstRow !== null) {
      return (
        <span>
          <span className="import-state import-state-duplicate">Duplicate</span> within the file: row{' '}
          {sheetRow(firstRow)} already changes {name}
        </span>
      );
    }
    return row.existing.status ? (
      <span>
        <span className="import-state import-state-duplicate">Duplicate</span> {name} has this {field}
      </span>
    ) : (
      <span>
        <span className="import-state import-state-duplicate">Duplicate</span> matches a deleted customer: {name} has
        this {field}
      </span>
    );
  }
  if (row.repeatOf !== null) {
    return (
      <span>
        <span className="import-state import-state-duplicate">Duplicate</span> of row {sheetRow(row.repeatOf)} in this
        file
      </span>
    );
  }
  return <span className="import-state import-state-ready">Ready</span>;
}
