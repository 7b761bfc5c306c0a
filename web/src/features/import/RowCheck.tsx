// What the preview says of one row: left out, its rule failures, the customer it duplicates (or the earlier row of the
// file that changes that customer), or ready.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useServerWords } from '../../shared/i18n/serverWords.ts';
import { paths } from '../../shared/routes.ts';
import { fieldProblem, importFieldLabel } from './importLabels.ts';
import { sheetRow, type PreviewRow } from './runImport.ts';

/** The "Duplicate" mark at the start of a duplicate row's words */
const duplicate = (chunks: ReactNode[]) => <span className="import-state import-state-duplicate">{chunks}</span>;

/** `firstRow`: the earlier row this one is a duplicate of within the file (runImport.ts's duplicatesWithinFile) */
export function RowCheck({ row, firstRow }: { row: PreviewRow; firstRow: number | null }) {
  const intl = useIntl();
  const serverWords = useServerWords();
  if (row.skip) {
    return (
      <span className="import-state">
        <FormattedMessage
          defaultMessage="Left out"
          id="SZ9JPH"
          description="Import preview: a row the person left out"
        />
      </span>
    );
  }
  if (row.errors) {
    return (
      <ul className="import-errors">
        {Object.entries(row.errors).map(([field, message]) => (
          <li key={field}>
            <FormattedMessage
              {...fieldProblem}
              values={{
                field: importFieldLabel(field) ? intl.formatMessage(importFieldLabel(field)!) : field,
                message: serverWords(message),
              }}
            />
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
          <FormattedMessage
            defaultMessage="<dup>Duplicate</dup> within the file: row {row} already changes {name}"
            id="n6wW0J"
            description="Import preview: a row matching the customer an earlier row changes ({name}: that customer)"
            values={{ dup: duplicate, row: sheetRow(firstRow), name }}
          />
        </span>
      );
    }
    return row.existing.status ? (
      <span>
        <FormattedMessage
          defaultMessage="<dup>Duplicate</dup> {name} has this {field, select, email {email} other {phone}}"
          id="mjtXnj"
          description="Import preview: a row matching an existing customer by email or phone"
          values={{ dup: duplicate, name, field }}
        />
      </span>
    ) : (
      <span>
        <FormattedMessage
          defaultMessage="<dup>Duplicate</dup> matches a deleted customer: {name} has this {field, select, email {email} other {phone}}"
          id="DFK6zp"
          description="Import preview: a row matching a deleted customer by email or phone"
          values={{ dup: duplicate, name, field }}
        />
      </span>
    );
  }
  if (row.repeatOf !== null) {
    return (
      <span>
        <FormattedMessage
          defaultMessage="<dup>Duplicate</dup> of row {row} in this file"
          id="Qgn1r0"
          description="Import preview: a row repeating an earlier row's email or phone"
          values={{ dup: duplicate, row: sheetRow(row.repeatOf) }}
        />
      </span>
    );
  }
  return (
    <span className="import-state import-state-ready">
      <FormattedMessage
        defaultMessage="Ready"
        id="f9RQkj"
        description="Import preview: a row that will be imported as it is"
      />
    </span>
  );
}
