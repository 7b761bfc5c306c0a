// What the preview found, above its rows: how many are ready, failing, duplicates or left out, and a word on the
// duplicates that match deleted customers.
import { Alert, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormats } from '../../shared/i18n/formats.ts';
import { choiceLabels } from './importLabels.ts';

export interface PreviewCountsProps {
  rows: number;
  counts: {
    ready: number;
    errors: number;
    duplicates: number;
    duplicatesSkipped: number;
    duplicatesRemoved: number;
    leftOut: number;
  };
  /** Duplicates within the file */
  within: number;
}

export function PreviewCounts({ rows, counts, within }: PreviewCountsProps) {
  const intl = useIntl();
  const { number } = useFormats();
  return (
    <>
      <Typography.Paragraph role="status">
        <FormattedMessage
          defaultMessage="{rows, plural, one {# row} other {# rows}}: {ready} to import, {errors} with errors, {duplicates, plural, one {# duplicate} other {# duplicates}} ({within} within the file, {skipped} to skip), {leftOut} left out."
          id="IIS/EN"
          description="Import preview: what the check found in the file's rows"
          values={{
            rows,
            ready: number(counts.ready),
            errors: number(counts.errors),
            duplicates: counts.duplicates,
            within: number(within),
            skipped: number(counts.duplicatesSkipped),
            leftOut: number(counts.leftOut),
          }}
        />
      </Typography.Paragraph>
      {counts.duplicatesRemoved > 0 && (
        <Alert
          type="info"
          showIcon
          title={intl.formatMessage(
            {
              defaultMessage:
                '{count, plural, one {# of the duplicates matches a deleted customer. “{restore}” brings it back with the file’s fields; “{update}” changes it but it stays deleted.} other {# of the duplicates match deleted customers. “{restore}” brings them back with the file’s fields; “{update}” changes them but they stay deleted.}}',
              id: 'iwoJns',
              description:
                'Import preview: duplicates matching deleted customers ({restore} and {update}: the names of two choices)',
            },
            {
              count: counts.duplicatesRemoved,
              restore: intl.formatMessage(choiceLabels.RESTORE),
              update: intl.formatMessage(choiceLabels.UPDATE),
            },
          )}
        />
      )}
    </>
  );
}
