// The third step: every row checked, duplicates with their choice, rows to fix or leave out, then Import.
import { Alert, Button, Checkbox, Radio, Segmented, Select, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { DuplicateAction } from '../../gql/graphql.ts';
import { useStackedRows } from '../../shared/listPage.tsx';
import { FixRow } from './FixRow.tsx';
import { activeChoices, allChoices, choiceLabels, count, matchesRemoved } from './importLabels.ts';
import { importFieldLabels, rowErrors } from './importRows.ts';
import { RowCheck } from './RowCheck.tsx';
import { duplicatesWithinFile, isDuplicate, sheetRow, skipsDuplicate, type PreviewRow } from './runImport.ts';

type Shown = 'All rows' | 'With errors' | 'Duplicates';

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
  const [shown, setShown] = useState<Shown>('All rows');
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
      shown === 'All rows'
        ? rows
        : rows.filter((row) => (shown === 'With errors' ? row.errors && !row.skip : isDuplicate(row) && !row.errors)),
    [rows, shown],
  );
  const change = (index: number, patch: Partial<PreviewRow>) =>
    setRows(rows.map((row) => (row.index === index ? { ...row, ...patch } : row)));

  return (
    <Space orientation="vertical" className="import-preview">
      <Typography.Paragraph role="status">
        {[
          `${count(rows.length)} rows: ${count(counts.ready)} to import`,
          `${count(counts.errors)} with errors`,
          `${count(counts.duplicates)} duplicates (${count(within.size)} within the file, ${count(counts.duplicatesSkipped)} to skip)`,
          `${count(counts.leftOut)} left out.`,
        ].join(', ')}
      </Typography.Paragraph>
      {counts.duplicatesRemoved > 0 && (
        <Alert
          type="info"
          showIcon
          title={`${count(counts.duplicatesRemoved)} of the duplicates ${counts.duplicatesRemoved === 1 ? 'matches a deleted customer' : 'match deleted customers'}. “${choiceLabels.RESTORE}” brings ${counts.duplicatesRemoved === 1 ? 'it' : 'them'} back with the file’s fields; “${choiceLabels.UPDATE}” changes ${counts.duplicatesRemoved === 1 ? 'it' : 'them'} but ${counts.duplicatesRemoved === 1 ? 'it stays' : 'they stay'} deleted.`}
        />
      )}
      <div>
        <Typography.Text id="import-default-choice">For duplicates: </Typography.Text>
        <Radio.Group
          aria-labelledby="import-default-choice"
          value={defaultChoice}
          onChange={(event) => setDefaultChoice(event.target.value)}
        >
          {allChoices.map((choice) => (
            <Radio key={choice} value={choice}>
              {choiceLabels[choice]}
            </Radio>
          ))}
        </Radio.Group>
      </div>
      <Segmented<Shown>
        options={['All rows', 'With errors', 'Duplicates']}
        value={shown}
        onChange={setShown}
        aria-label="Rows shown"
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
          { title: 'Row', key: 'row', width: narrow ? 54 : 60, render: (_, row) => sheetRow(row.index) },
          // The row's fields stacked in one cell, each whole (wrapping), so the table fits its frame at any width.
          {
            title: 'Customer',
            key: 'customer',
            render: (_, row) => (
              <div className="import-customer">
                <strong>
                  <bdi>{[row.values.fname, row.values.lname].filter(Boolean).join(' ') || '(no name)'}</bdi>
                </strong>
                {(['email', 'phone', 'address', 'notes'] as const).map(
                  (field) =>
                    row.values[field] && (
                      <span key={field}>
                        <span className="visually-hidden">{importFieldLabels[field]}: </span>
                        <bdi>{row.values[field]}</bdi>
                      </span>
                    ),
                )}
                {narrow && (
                  <div className="import-customer-check">
                    <RowCheck row={row} firstRow={within.get(row.index) ?? null} />
                  </div>
                )}
              </div>
            ),
          },
          ...(narrow
            ? []
            : [
                {
                  title: 'Check',
                  key: 'check',
                  width: '34%',
                  render: (_: unknown, row: PreviewRow) => (
                    <RowCheck row={row} firstRow={within.get(row.index) ?? null} />
                  ),
                },
              ]),
          {
            title: 'Action',
            key: 'action',
            width: narrow ? 118 : 200,
            render: (_, row) => (
              <Space wrap size="small" orientation={narrow ? 'vertical' : 'horizontal'}>
                {row.errors && !row.skip && (
                  <Button size="small" onClick={() => setFixing(row)} aria-label={`Fix row ${sheetRow(row.index)}`}>
                    Fix
                  </Button>
                )}
                {isDuplicate(row) && !row.errors && !row.skip && (
                  <Select<DuplicateAction | 'DEFAULT'>
                    size="small"
                    style={{ width: narrow ? 100 : 180 }}
                    aria-label={`Duplicate action for row ${sheetRow(row.index)}`}
                    value={row.choice ?? 'DEFAULT'}
                    onChange={(value) => change(row.index, { choice: value === 'DEFAULT' ? null : value })}
                    options={[
                      { value: 'DEFAULT', label: `Default (${choiceLabels[defaultChoice].toLowerCase()})` },
                      ...(matchesRemoved(row) ? allChoices : activeChoices).map((choice) => ({
                        value: choice,
                        label: choiceLabels[choice],
                      })),
                    ]}
                    popupMatchSelectWidth={false}
                  />
                )}
                <Checkbox
                  checked={row.skip}
                  onChange={(event) => change(row.index, { skip: event.target.checked })}
                  aria-label={`Leave out row ${sheetRow(row.index)}`}
                >
                  Leave out
                </Checkbox>
              </Space>
            ),
          },
        ]}
      />
      <Space wrap>
        <Button type="primary" disabled={counts.ready === 0} onClick={onImport}>
          Import {count(counts.ready)} {counts.ready === 1 ? 'row' : 'rows'}
        </Button>
        <Button onClick={onBack}>Choose another file</Button>
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
