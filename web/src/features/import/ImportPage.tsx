import { InboxOutlined } from '@ant-design/icons';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, Descriptions, Empty, Form, Grid, Input, Modal, Popconfirm, Progress, Radio, Segmented, Select, Space, Spin, Table, Typography, Upload } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { CustomerImportsDocument, ImportCustomersDocument, ImportDuplicatesDocument, UndoCustomerImportDocument } from './importDocuments.ts';
import { guessMapping, importFieldLabels, importFields, requiredImportFields, rowErrors, type ColumnMapping, type ImportRowValues } from './importRows.ts';
import type { ImportWorkerRequest, ImportWorkerResponse } from './importWorker.ts';
import { isDuplicate, runImport, sheetRow, type DuplicateChoice, type ImportSummary, type PreviewRow } from './runImport.ts';

type Parsed = Extract<ImportWorkerResponse, { type: 'parsed' }>;
type Stage =
  | { name: 'choose'; error?: string }
  | { name: 'reading'; file: string }
  | { name: 'map'; file: string; parsed: Parsed; mapping: ColumnMapping }
  | { name: 'checking'; file: string; done: number; total: number }
  | { name: 'preview'; file: string }
  | { name: 'importing'; done: number; total: number }
  | { name: 'done'; summary: ImportSummary };

const when = (at: string) => new Date(at).toLocaleString();
const count = (value: number) => value.toLocaleString('en-US');
const choiceLabels: Record<DuplicateChoice, string> = {
  SKIP: 'Skip',
  UPDATE: 'Update the existing customer',
  RESTORE: 'Restore and update a deleted customer',
  CREATE: 'Create anyway',
};
/** A row matching an active customer: restoring is updating. */
const activeChoices: readonly DuplicateChoice[] = ['SKIP', 'UPDATE', 'CREATE'];
const allChoices = Object.keys(choiceLabels) as DuplicateChoice[];
const matchesRemoved = (row: PreviewRow) => row.existing !== null && !row.existing.status;
/** Contacts per customerDuplicates question (the server's limit) */
const contactsPerCheck = 1000;

/** What to tell the user when the worker answered with something else than asked for. */
const failureOf = (answer: ImportWorkerResponse) => (answer.type === 'failed' ? answer.message : 'The file could not be read.');

/** The parse worker, answering one request at a time; it goes (with the rows it holds) when the page does. */
function useImportWorker() {
  const worker = useRef<Worker | null>(null);
  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );
  return (request: ImportWorkerRequest) =>
    new Promise<ImportWorkerResponse>((resolve) => {
      worker.current ??= new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module' });
      worker.current.onmessage = ({ data }: MessageEvent<ImportWorkerResponse>) => resolve(data);
      worker.current.onerror = (event) => resolve({ type: 'failed', message: `The file could not be read: ${event.message}` });
      worker.current.postMessage(request);
    });
}

/** 'dashboard/import': a CSV or XLSX file in, columns mapped, rows checked and fixed, then imported in batches. */
export function ImportPage() {
  const client = useApolloClient();
  const askWorker = useImportWorker();
  const [stage, setStage] = useState<Stage>({ name: 'choose' });
  const [rows, setRows] = useState<PreviewRow[]>([]);
  const [defaultChoice, setDefaultChoice] = useState<DuplicateChoice>('SKIP');
  const cancelRequested = useRef(false);
  /** The last undo's answer, and which import it undid */
  const [undone, setUndone] = useState<{ importId: string; answer: UndoAnswer } | null>(null);
  const undoneOf = (importId: string) => (answer: UndoAnswer) => {
    setUndone({ importId, answer });
    void imports.refetch();
  };
  const [importBatch] = useMutation(ImportCustomersDocument);
  const imports = useQuery(CustomerImportsDocument, { fetchPolicy: 'network-only' });

  const choose = async (file: File) => {
    if (!/\.(csv|xlsx)$/i.test(file.name)) {
      setStage({ name: 'choose', error: 'Choose a .csv or .xlsx file.' });
      return;
    }
    setStage({ name: 'reading', file: file.name });
    const answer = await askWorker({ type: 'parse', file });
    if (answer.type !== 'parsed') setStage({ name: 'choose', error: failureOf(answer) });
    else setStage({ name: 'map', file: file.name, parsed: answer, mapping: guessMapping(answer.headers) });
  };

  const check = async (file: string, mapping: ColumnMapping) => {
    setStage({ name: 'checking', file, done: 0, total: 0 });
    const answer = await askWorker({ type: 'check', mapping });
    if (answer.type !== 'checked') {
      setStage({ name: 'choose', error: failureOf(answer) });
      return;
    }
    const checked: PreviewRow[] = answer.rows.map((row, index) => ({ ...row, index, skip: false, existing: null, choice: null }));
    // Existing customers with the same email or phone, asked about the valid rows a thousand at a time.
    const valid = checked.filter((row) => !row.errors);
    for (let start = 0; start < valid.length; start += contactsPerCheck) {
      setStage({ name: 'checking', file, done: start, total: valid.length });
      const chunk = valid.slice(start, start + contactsPerCheck);
      const { data } = await client.query({
        query: ImportDuplicatesDocument,
        variables: { contacts: chunk.map(({ values }) => ({ email: values.email, phone: values.phone })) },
        fetchPolicy: 'no-cache',
        context: { background: true },
      });
      for (const { index, match, customer } of data?.customerDuplicates ?? []) {
        chunk[index]!.existing ??= { ...customer, match };
      }
    }
    setRows(checked);
    setStage({ name: 'preview', file });
  };

  const start = async () => {
    cancelRequested.current = false;
    try {
      const summary = await runImport(rows, defaultChoice, {
        send: async (batch, onDuplicate, importId) => {
          const { data } = await importBatch({ variables: { rows: batch, onDuplicate, importId } });
          return data!.importCustomers;
        },
        onProgress: (done, total) => setStage({ name: 'importing', done, total }),
        cancelled: () => cancelRequested.current,
      });
      setStage({ name: 'done', summary });
    } catch (error) {
      console.error('Importing failed', error);
      setStage({ name: 'choose', error: 'The import stopped: the server did not accept a batch. What it accepted before is in Recent imports, to undo if you wish.' });
    }
    void imports.refetch();
  };

  return (
    <Space orientation="vertical" size="large" className="import-page">
      <Card
        className="page-card"
        variant="borderless"
        title={
          <Typography.Title level={1} className="page-title">
            Import customers
          </Typography.Title>
        }
      >
        {stage.name === 'choose' && <ChooseFile error={stage.error} onChoose={choose} />}
        {stage.name === 'reading' && <Spin description={`Reading ${stage.file}…`} />}
        {stage.name === 'map' && (
          <MapColumns
            parsed={stage.parsed}
            mapping={stage.mapping}
            onChange={(mapping) => setStage({ ...stage, mapping })}
            onCheck={() => check(stage.file, stage.mapping)}
            onBack={() => setStage({ name: 'choose' })}
          />
        )}
        {stage.name === 'checking' && (
          <Space orientation="vertical">
            <Typography.Text>Checking the rows of {stage.file} and looking for customers you already have…</Typography.Text>
            <Progress percent={stage.total ? Math.floor((stage.done / stage.total) * 100) : 0} />
          </Space>
        )}
        {stage.name === 'preview' && (
          <Preview rows={rows} setRows={setRows} defaultChoice={defaultChoice} setDefaultChoice={setDefaultChoice} onImport={start} onBack={() => setStage({ name: 'choose' })} />
        )}
        {stage.name === 'importing' && (
          <Space orientation="vertical" className="import-progress">
            <Typography.Text role="status">
              Imported {stage.done.toLocaleString('en-US')} of {stage.total.toLocaleString('en-US')} rows
            </Typography.Text>
            <Progress percent={stage.total ? Math.floor((stage.done / stage.total) * 100) : 100} />
            <Button onClick={() => (cancelRequested.current = true)}>Cancel</Button>
          </Space>
        )}
        {stage.name === 'done' && (
          <Summary
            summary={stage.summary}
            undone={undone && undone.importId === stage.summary.importId ? undone.answer : null}
            onAnother={() => setStage({ name: 'choose' })}
            onUndone={undoneOf(stage.summary.importId!)}
          />
        )}
      </Card>
      <RecentImports
        imports={imports.data?.customerImports ?? []}
        loading={imports.loading}
        undone={undone && stage.name !== 'done' ? undone.answer : null}
        onUndone={undoneOf}
      />
    </Space>
  );
}

function ChooseFile({ error, onChoose }: { error?: string; onChoose(file: File): void }) {
  return (
    <Space orientation="vertical" className="import-choose">
      <Typography.Paragraph>
        Choose a CSV or Excel (.xlsx) file whose first row names its columns. Nothing is saved until you confirm the preview.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} />}
      <Upload.Dragger
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        showUploadList={false}
        beforeUpload={(file) => {
          onChoose(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Choose a file, or drop it here</p>
      </Upload.Dragger>
    </Space>
  );
}

function MapColumns({ parsed, mapping, onChange, onCheck, onBack }: { parsed: Parsed; mapping: ColumnMapping; onChange(mapping: ColumnMapping): void; onCheck(): void; onBack(): void }) {
  const options = [{ value: -1, label: '(leave empty)' }, ...parsed.headers.map((header, index) => ({ value: index, label: header }))];
  const missing = requiredImportFields.filter((field) => mapping[field] === null);
  return (
    <Space orientation="vertical" className="import-map">
      <Typography.Paragraph>
        {parsed.rowCount.toLocaleString('en-US')} rows. Choose the column each field comes from; the guesses come from the headers.
      </Typography.Paragraph>
      <Form layout="vertical" component="div" className="import-mapping">
        {importFields.map((field) => (
          <Form.Item
            key={field}
            label={importFieldLabels[field]}
            htmlFor={`import-map-${field}`}
            required={requiredImportFields.includes(field)}
            validateStatus={missing.includes(field) ? 'warning' : undefined}
            help={missing.includes(field) ? 'Choose the column for this field' : undefined}
          >
            <Select
              id={`import-map-${field}`}
              options={options}
              value={mapping[field] ?? -1}
              onChange={(value: number) => onChange({ ...mapping, [field]: value === -1 ? null : value })}
            />
          </Form.Item>
        ))}
      </Form>
      <Space wrap>
        <Button type="primary" disabled={missing.length > 0} onClick={onCheck}>
          Check the rows
        </Button>
        <Button onClick={onBack}>Choose another file</Button>
      </Space>
    </Space>
  );
}

type Shown = 'All rows' | 'With errors' | 'Duplicates';

function Preview({
  rows,
  setRows,
  defaultChoice,
  setDefaultChoice,
  onImport,
  onBack,
}: {
  rows: PreviewRow[];
  setRows(rows: PreviewRow[]): void;
  defaultChoice: DuplicateChoice;
  setDefaultChoice(choice: DuplicateChoice): void;
  onImport(): void;
  onBack(): void;
}) {
  const [shown, setShown] = useState<Shown>('All rows');
  // Below antd's md breakpoint (a phone): the row's check goes under its fields, so the actions keep their column.
  const narrow = !Grid.useBreakpoint().md;
  const [fixing, setFixing] = useState<PreviewRow | null>(null);
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
        if ((row.choice ?? defaultChoice) === 'SKIP') duplicatesSkipped++;
        if (matchesRemoved(row)) duplicatesRemoved++;
      }
    }
    return { errors, duplicates, duplicatesSkipped, duplicatesRemoved, leftOut, ready: rows.length - errors - leftOut - duplicatesSkipped };
  }, [rows, defaultChoice]);
  const visible = useMemo(
    () => (shown === 'All rows' ? rows : rows.filter((row) => (shown === 'With errors' ? row.errors && !row.skip : isDuplicate(row) && !row.errors))),
    [rows, shown],
  );
  const change = (index: number, patch: Partial<PreviewRow>) => setRows(rows.map((row) => (row.index === index ? { ...row, ...patch } : row)));

  return (
    <Space orientation="vertical" className="import-preview">
      <Typography.Paragraph role="status">
        {[
          `${count(rows.length)} rows: ${count(counts.ready)} to import`,
          `${count(counts.errors)} with errors`,
          `${count(counts.duplicates)} duplicates (${count(counts.duplicatesSkipped)} to skip)`,
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
        <Radio.Group aria-labelledby="import-default-choice" value={defaultChoice} onChange={(event) => setDefaultChoice(event.target.value)}>
          {allChoices.map((choice) => (
            <Radio key={choice} value={choice}>
              {choiceLabels[choice]}
            </Radio>
          ))}
        </Radio.Group>
      </div>
      <Segmented<Shown> options={['All rows', 'With errors', 'Duplicates']} value={shown} onChange={setShown} aria-label="Rows shown" />
      <Table<PreviewRow>
        size="small"
        rowKey="index"
        dataSource={visible}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        tableLayout="fixed"
        rowClassName={(row) => (row.skip ? 'import-row-skipped' : row.errors ? 'import-row-error' : isDuplicate(row) ? 'import-row-duplicate' : '')}
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
                    <RowCheck row={row} />
                  </div>
                )}
              </div>
            ),
          },
          ...(narrow ? [] : [{ title: 'Check', key: 'check', width: '34%', render: (_: unknown, row: PreviewRow) => <RowCheck row={row} /> }]),
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
                  <Select<DuplicateChoice | 'DEFAULT'>
                    size="small"
                    style={{ width: narrow ? 100 : 180 }}
                    aria-label={`Duplicate action for row ${sheetRow(row.index)}`}
                    value={row.choice ?? 'DEFAULT'}
                    onChange={(value) => change(row.index, { choice: value === 'DEFAULT' ? null : value })}
                    options={[
                      { value: 'DEFAULT', label: `Default (${choiceLabels[defaultChoice].toLowerCase()})` },
                      ...(matchesRemoved(row) ? allChoices : activeChoices).map((choice) => ({ value: choice, label: choiceLabels[choice] })),
                    ]}
                    popupMatchSelectWidth={false}
                  />
                )}
                <Checkbox checked={row.skip} onChange={(event) => change(row.index, { skip: event.target.checked })} aria-label={`Leave out row ${sheetRow(row.index)}`}>
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

function RowCheck({ row }: { row: PreviewRow }) {
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
      <Link to={`/dashboard/customerdetails/${row.existing.id}`}>
        <bdi>
          {row.existing.fname} {row.existing.lname}
        </bdi>
      </Link>
    );
    const field = row.existing.match === 'EMAIL' ? 'email' : 'phone';
    return row.existing.status ? (
      <span>
        <span className="import-state import-state-duplicate">Duplicate</span> {name} has this {field}
      </span>
    ) : (
      <span>
        <span className="import-state import-state-duplicate">Duplicate</span> matches a deleted customer: {name} has this {field}
      </span>
    );
  }
  if (row.repeatOf !== null) {
    return (
      <span>
        <span className="import-state import-state-duplicate">Duplicate</span> of row {sheetRow(row.repeatOf)} in this file
      </span>
    );
  }
  return <span className="import-state import-state-ready">Ready</span>;
}

function FixRow({ row, onClose, onFixed }: { row: PreviewRow; onClose(): void; onFixed(values: ImportRowValues): void }) {
  const [values, setValues] = useState(row.values);
  const errors = rowErrors(values) ?? {};
  return (
    <Modal open title={`Fix row ${sheetRow(row.index)}`} onCancel={onClose} onOk={() => onFixed(values)} okText="Apply" okButtonProps={{ disabled: Object.keys(errors).length > 0 }}>
      <Form layout="vertical" component="div">
        {importFields.map((field) => (
          <Form.Item key={field} label={importFieldLabels[field]} htmlFor={`import-fix-${field}`} validateStatus={errors[field] ? 'error' : undefined} help={errors[field]}>
            {field === 'notes' ? (
              <Input.TextArea id={`import-fix-${field}`} autoSize={{ minRows: 3, maxRows: 8 }} value={values[field]} onChange={(event) => setValues({ ...values, [field]: event.target.value })} />
            ) : (
              <Input id={`import-fix-${field}`} value={values[field]} onChange={(event) => setValues({ ...values, [field]: event.target.value })} />
            )}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

function Summary({ summary, undone, onAnother, onUndone }: { summary: ImportSummary; undone: UndoAnswer | null; onAnother(): void; onUndone(answer: UndoAnswer): void }) {
  return (
    <Space orientation="vertical" className="import-summary">
      <Alert
        type={summary.cancelled ? 'warning' : 'success'}
        showIcon
        role="status"
        title={summary.cancelled ? 'Import cancelled: the rows sent before stay imported' : 'Import finished'}
      />
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2, md: 3, xl: 5 }}
        items={[
          { key: 'created', label: 'Created', children: summary.created },
          { key: 'updated', label: 'Updated', children: summary.updated },
          ...(summary.restored > 0 ? [{ key: 'restored', label: 'Restored', children: summary.restored }] : []),
          { key: 'skipped', label: 'Skipped', children: summary.skipped },
          { key: 'failed', label: 'Failed', children: summary.failed.length },
          { key: 'left-out', label: 'Left out', children: summary.leftOut },
        ]}
      />
      {summary.restored > 0 && (
        <Typography.Paragraph>
          {summary.restored === 1 ? '1 deleted customer was' : `${count(summary.restored)} deleted customers were`} restored with the file’s fields and {summary.restored === 1 ? 'is' : 'are'} in the customers list again.
        </Typography.Paragraph>
      )}
      {summary.stillRemoved > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`${summary.stillRemoved === 1 ? '1 updated customer is a deleted customer: it was' : `${count(summary.stillRemoved)} updated customers are deleted customers: they were`} given the file’s fields and ${summary.stillRemoved === 1 ? 'stays' : 'stay'} deleted.`}
          description={`To bring ${summary.stillRemoved === 1 ? 'it' : 'them'} back, restore ${summary.stillRemoved === 1 ? 'it' : 'them'} from Deleted customers, or import the file again choosing “${choiceLabels.RESTORE}”.`}
        />
      )}
      {undone && <UndoResult answer={undone} />}
      {summary.failed.length > 0 && (
        <Table
          size="small"
          rowKey="row"
          dataSource={summary.failed}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          columns={[
            { title: 'Row', dataIndex: 'row', width: 64 },
            {
              title: 'Why it was not imported',
              key: 'reasons',
              render: (_, { fields }) => fields.map(({ field, message }) => `${importFieldLabels[field as keyof typeof importFieldLabels] ?? field}: ${message}`).join('; '),
            },
          ]}
        />
      )}
      <Space wrap>
        {summary.importId && !undone && <UndoButton importId={summary.importId} onUndone={onUndone} label="Undo this import" />}
        <Link to="/dashboard/users">Go to the customers list</Link>
        <Button onClick={onAnother}>Import another file</Button>
      </Space>
    </Space>
  );
}

type UndoAnswer = ResultOf<typeof UndoCustomerImportDocument>['undoCustomerImport'];

/** Undo with a confirmation; the answer goes to `onUndone`. */
function UndoButton({ importId, onUndone, label, name }: { importId: string; onUndone(answer: UndoAnswer): void; label: string; name?: string }) {
  const [undo, { loading, error }] = useMutation(UndoCustomerImportDocument);
  return (
    <Space>
      <Popconfirm
        title="Undo this import?"
        description="Customers it created are removed; customers it updated get their earlier fields back."
        okText="Undo"
        // Inside the window on a phone, however long the description.
        styles={{ root: { maxWidth: 'min(360px, calc(100vw - 24px))' } }}
        onConfirm={async () => {
          const answer = await undo({ variables: { importId } }).catch((failure: unknown) => console.error('Undoing the import failed', failure));
          if (answer?.data) onUndone(answer.data.undoCustomerImport);
        }}
      >
        <Button danger loading={loading} aria-label={name}>
          {label}
        </Button>
      </Popconfirm>
      {error && <Typography.Text type="danger">The import could not be undone.</Typography.Text>}
    </Space>
  );
}

/** What an undo did, and the customers it left because someone changed them since. */
function UndoResult({ answer }: { answer: UndoAnswer }) {
  const { removed, reverted, keptChangedSince } = answer;
  return (
    <Alert
      role="status"
      type="info"
      showIcon
      className="import-undo-result"
      title={`Import undone: ${removed} removed, ${reverted} given their earlier fields back`}
      description={
        keptChangedSince.length > 0 && (
          <span>
            Left as they are, since someone changed them after the import:{' '}
            {keptChangedSince.map((customer, index) => (
              <span key={customer.id}>
                {index > 0 && ', '}
                <Link to={`/dashboard/customerdetails/${customer.id}`}>
                  <bdi>
                    {customer.fname} {customer.lname}
                  </bdi>
                </Link>
              </span>
            ))}
          </span>
        )
      }
    />
  );
}

function RecentImports({
  imports,
  loading,
  undone,
  onUndone,
}: {
  imports: ReadonlyArray<{ id: string; at: string; created: number; updated: number; skipped: number; failed: number; undone: boolean }>;
  loading: boolean;
  undone: UndoAnswer | null;
  onUndone(importId: string): (answer: UndoAnswer) => void;
}) {
  return (
    <Card className="page-card" variant="borderless" title={<Typography.Title level={2} className="section-title">Recent imports</Typography.Title>}>
      {undone && <UndoResult answer={undone} />}
      <Table
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={[...imports]}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No imports yet" /> }}
        columns={[
          { title: 'When', dataIndex: 'at', render: when },
          { title: 'Created', dataIndex: 'created' },
          // A phone shows when, created and undo; the other counts from 576 px up.
          { title: 'Updated', dataIndex: 'updated', responsive: ['sm'] },
          { title: 'Skipped', dataIndex: 'skipped', responsive: ['sm'] },
          { title: 'Failed', dataIndex: 'failed', responsive: ['sm'] },
          {
            title: 'Undo',
            key: 'undo',
            render: (_, item) => (item.undone ? <span className="import-state">Undone</span> : <UndoButton importId={item.id} onUndone={onUndone(item.id)} label="Undo" name={`Undo the import of ${when(item.at)}`} />),
          },
        ]}
      />
    </Card>
  );
}
