// The third step: every row checked, duplicates with their choice, rows to fix or leave out, then Import.
import { Button, Radio, Segmented, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DuplicateAction } from '../../gql/graphql.ts';
import { useStackedRows } from '../../shared/listPage.tsx';
import { FixRow } from './FixRow.tsx';
import { allChoices, choiceLabels, chooseAnotherFile, matchesRemoved, rowColumn } from './importLabels.ts';
import { rowErrors } from './importRows.ts';
import { PreviewActions, PreviewCustomer } from './PreviewCells.tsx';
import { PreviewCounts } from './PreviewCounts.tsx';
import { RowCheck } from './RowCheck.tsx';
import { duplicatesWithinFile, isDuplicate, sheetRow, skipsDuplicate, type PreviewRow } from './runImport.ts';

type Shown = 'all' | 'errors' | 'duplicates';

export function PreviewStep({
  rows,
  setRows,
  defaultChoice,
  setDefaultChoice,
  onImport,
  onBack,
}: {
  rows: PreviewRow[];
  setRows(rows: PreviewRow[]): void;
  defaultChoice: DuplicateAction;
  setDefaultChoice(choice: DuplicateAction): void;
  onImport(): void;
  onBack(): void;
}) {
  const intl = useIntl();
  const [shown, setShown] = useState<Shown>('all');
  // Below antd's md breakpoint (a phone): the row's check goes under its fields, so the actions keep their column.
  const narrow = useStackedRows();
  const [fixing, setFixing] = useState<PreviewRow | null>(null);
  const within = useMemo(() => duplicatesWithinFile(rows, defaultChoice), [rows, defaultChoice]);
  const counts = useMemo(() => {
    let errors = 0;
    let duplicates = 0;
    let duplicatesSkipped = 0;
    let duplicatesRemoved = 0;
    let leftOut = 0;
    for (const row of rows) {
      if (row.skip) leftOut++;
      else if (row.errors) errors++;
      else if (isDuplicate(row)) {
        duplicates++;
        if (skipsDuplicate(row, defaultChoice, within)) duplicatesSkipped++;
        if (matchesRemoved(row)) duplicatesRemoved++;
      }
    }
    return {
      errors,
      duplicates,
      duplicatesSkipped,
      duplicatesRemoved,
      leftOut,
      ready: rows.length - errors - leftOut - duplicatesSkipped,
    };
  }, [rows, defaultChoice, within]);
  const visible = useMemo(
    () =>
      shown === 'all'
        ? rows
        : rows.filter((row) => (shown === 'errors' ? row.errors && !row.skip : isDuplicate(row) && !row.errors)),
    [rows, shown],
  );
  const change = (index: number, patch: Partial<PreviewRow>) =>
    setRows(rows.map((row) => (row.index === index ? { ...row, ...patch } : row)));

  return (
    <Space orientation="vertical" className="import-preview">
      <PreviewCounts rows={rows.length} counts={counts} within={within.size} />
      <div>
        <FormattedMessage
          defaultMessage="<label>For duplicates:</label> {choices}"
          id="I8wYkc"
          description="Import preview: the choice made for every duplicate row, after its label ({choices}: the choices)"
          values={{
            label: (chunks) => <Typography.Text id="import-default-choice">{chunks}</Typography.Text>,
            choices: (
              <Radio.Group
                aria-labelledby="import-default-choice"
                value={defaultChoice}
                onChange={(event) => setDefaultChoice(event.target.value)}
              >
                {allChoices.map((choice) => (
                  <Radio key={choice} value={choice}>
                    <FormattedMessage {...choiceLabels[choice]} />
                  </Radio>
                ))}
              </Radio.Group>
            ),
          }}
        />
      </div>
      <Segmented<Shown>
        options={[
          {
            value: 'all',
            label: intl.formatMessage({
              defaultMessage: 'All rows',
              id: '0NcZUm',
              description: 'Import preview: show every row',
            }),
          },
          {
            value: 'errors',
            label: intl.formatMessage({
              defaultMessage: 'With errors',
              id: 'zQKngj',
              description: 'Import preview: show the rows failing a rule',
            }),
          },
          {
            value: 'duplicates',
            label: intl.formatMessage({
              defaultMessage: 'Duplicates',
              id: 'I69wFZ',
              description: 'Import preview: show the rows matching a customer or an earlier row',
            }),
          },
        ]}
        value={shown}
        onChange={setShown}
        aria-label={intl.formatMessage({
          defaultMessage: 'Rows shown',
          id: '/jaujF',
          description: 'Import preview: accessible name of the choice of rows shown',
        })}
      />
      <Table<PreviewRow>
        size="small"
        rowKey="index"
        dataSource={visible}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        tableLayout="fixed"
        rowClassName={(row) =>
          row.skip
            ? 'import-row-skipped'
            : row.errors
              ? 'import-row-error'
              : isDuplicate(row)
                ? 'import-row-duplicate'
                : ''
        }
        columns={[
          {
            title: intl.formatMessage(rowColumn),
            key: 'row',
            width: narrow ? 54 : 60,
            render: (_, row) => sheetRow(row.index),
          },
          // The row's fields stacked in one cell, each whole (wrapping), so the table fits its frame at any width.
          {
            title: intl.formatMessage({
              defaultMessage: 'Customer',
              id: 'zYuof6',
              description: "Import preview: heading of the column of each row's fields",
            }),
            key: 'customer',
            render: (_, row) => (
              <PreviewCustomer row={row} firstRow={narrow ? (within.get(row.index) ?? null) : undefined} />
            ),
          },
          ...(narrow
            ? []
            : [
                {
                  title: intl.formatMessage({
                    defaultMessage: 'Check',
                    id: 'W7GTjX',
                    description: 'Import preview: heading of the column saying what the check found in each row',
                  }),
                  key: 'check',
                  width: '34%',
                  render: (_: unknown, row: PreviewRow) => (
                    <RowCheck row={row} firstRow={within.get(row.index) ?? null} />
                  ),
                },
              ]),
          {
            title: intl.formatMessage({
              defaultMessage: 'Action',
              id: 'g4nPTr',
              description: "Import preview: heading of the column of each row's choices",
            }),
            key: 'action',
            width: narrow ? 118 : 200,
            render: (_, row) => (
              <PreviewActions
                row={row}
                narrow={narrow}
                defaultChoice={defaultChoice}
                onFix={() => setFixing(row)}
                onChange={(patch) => change(row.index, patch)}
              />
            ),
          },
        ]}
      />
      <Space wrap>
        <Button type="primary" disabled={counts.ready === 0} onClick={onImport}>
          <FormattedMessage
            defaultMessage="Import {count, plural, one {# row} other {# rows}}"
            id="k/maM5"
            description="Import preview: button that imports the rows ready"
            values={{ count: counts.ready }}
          />
        </Button>
        <Button onClick={onBack}>
          <FormattedMessage {...chooseAnotherFile} />
        </Button>
      </Space>
      {fixing && (
        <FixRow
          row={fixing}
          onClose={() => setFixing(null)}
          onFixed={(values) => {
            change(fixing.index, { values, errors: rowErrors(values) });
            setFixing(null);
          }}
        />
      )}
    </Space>
  );
}
