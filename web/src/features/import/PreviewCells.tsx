// The preview's cells of one row: its fields (and, on a phone, its check under them), and its choices.
import { Button, Checkbox, Select, Space } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DuplicateAction } from '../../gql/graphql.ts';
import {
  activeChoices,
  allChoices,
  choiceLabels,
  fixRowTitle,
  importFieldLabel,
  matchesRemoved,
} from './importLabels.ts';
import { RowCheck } from './RowCheck.tsx';
import { isDuplicate, sheetRow, type PreviewRow } from './runImport.ts';

/**
 * The row's fields stacked in one cell, each whole (wrapping), so the table fits its frame at any width; `firstRow`
 * given (a phone), the row's check goes under them.
 */
export function PreviewCustomer({ row, firstRow }: { row: PreviewRow; firstRow?: number | null }) {
  const intl = useIntl();
  return (
    <div className="import-customer">
      <strong>
        <bdi>
          {[row.values.fname, row.values.lname].filter(Boolean).join(' ') ||
            intl.formatMessage({
              defaultMessage: '(no name)',
              id: '/djop8',
              description: 'Import preview: a row with neither first nor last name',
            })}
        </bdi>
      </strong>
      {(['email', 'phone', 'address', 'notes', 'ownerEmail', 'companyName', 'tagNames'] as const).map(
        (field) =>
          row.values[field] && (
            <span key={field}>
              <FormattedMessage
                defaultMessage="<label>{field}: </label>{value}"
                id="kGoLKH"
                description="Import preview: a field's value, its name before it read by screen readers only"
                values={{
                  label: (chunks) => <span className="visually-hidden">{chunks}</span>,
                  field: intl.formatMessage(importFieldLabel(field)!),
                  value: <bdi>{row.values[field]}</bdi>,
                }}
              />
            </span>
          ),
      )}
      {firstRow !== undefined && (
        <div className="import-customer-check">
          <RowCheck row={row} firstRow={firstRow} />
        </div>
      )}
    </div>
  );
}

export function PreviewActions({
  row,
  narrow,
  defaultChoice,
  onFix,
  onChange,
}: {
  row: PreviewRow;
  narrow: boolean;
  defaultChoice: DuplicateAction;
  onFix(): void;
  onChange(patch: Partial<PreviewRow>): void;
}) {
  const intl = useIntl();
  return (
    <Space wrap size="small" orientation={narrow ? 'vertical' : 'horizontal'}>
      {row.errors && !row.skip && (
        <Button size="small" onClick={onFix} aria-label={intl.formatMessage(fixRowTitle, { row: sheetRow(row.index) })}>
          <FormattedMessage
            defaultMessage="Fix"
            id="nr5zbO"
            description="Import preview: button that opens a row failing a rule, to fix it"
          />
        </Button>
      )}
      {isDuplicate(row) && !row.errors && !row.skip && (
        <Select<DuplicateAction | 'DEFAULT'>
          size="small"
          style={{ width: narrow ? 100 : 180 }}
          aria-label={intl.formatMessage(
            {
              defaultMessage: 'Duplicate action for row {row}',
              id: 'HcRMtz',
              description: "Import preview: accessible name of a duplicate row's own choice",
            },
            { row: sheetRow(row.index) },
          )}
          value={row.choice ?? 'DEFAULT'}
          onChange={(value) => onChange({ choice: value === 'DEFAULT' ? null : value })}
          options={[
            {
              value: 'DEFAULT',
              label: intl.formatMessage(
                {
                  defaultMessage:
                    'Default ({choice, select, SKIP {skip} UPDATE {update the existing customer} RESTORE {restore and update a deleted customer} other {create anyway}})',
                  id: 'vyDFRb',
                  description: "Import preview: a duplicate row's choice that follows the choice for all",
                },
                { choice: defaultChoice },
              ),
            },
            ...(matchesRemoved(row) ? allChoices : activeChoices).map((choice) => ({
              value: choice,
              label: intl.formatMessage(choiceLabels[choice]),
            })),
          ]}
          popupMatchSelectWidth={false}
        />
      )}
      <Checkbox
        checked={row.skip}
        onChange={(event) => onChange({ skip: event.target.checked })}
        aria-label={intl.formatMessage(
          {
            defaultMessage: 'Leave out row {row}',
            id: 'RGEoWS',
            description: 'Import preview: accessible name of the checkbox that leaves a row out',
          },
          { row: sheetRow(row.index) },
        )}
      >
        <FormattedMessage
          defaultMessage="Leave out"
          id="fv74Qu"
          description="Import preview: checkbox that leaves a row out of the import"
        />
      </Checkbox>
    </Space>
  );
}
