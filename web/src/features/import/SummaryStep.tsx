// The last step: what the import did (created, updated, restored, skipped, failed and why), and its undo.
import { Alert, Button, Descriptions, Space, Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { choiceLabels, count } from './importLabels.ts';
import { importFieldLabels } from './importRows.ts';
import type { ImportSummary } from './runImport.ts';
import { UndoButton, UndoResult, type UndoAnswer } from './UndoImport.tsx';

export function SummaryStep({
  summary,
  undone,
  onAnother,
  onUndone,
}: {
  summary: ImportSummary;
  undone: UndoAnswer | null;
  onAnother(): void;
  onUndone(answer: UndoAnswer): void;
}) {
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
          {summary.restored === 1 ? '1 deleted customer was' : `${count(summary.restored)} deleted customers were`}{' '}
          restored with the file’s fields and {summary.restored === 1 ? 'is' : 'are'} in the customers list again.
        </Typography.Paragraph>
      )}
      {summary.duplicatesInFile > 0 && (
        <Typography.Paragraph>
          {summary.duplicatesInFile === 1
            ? '1 skipped row was a duplicate'
            : `${count(summary.duplicatesInFile)} skipped rows were duplicates`}{' '}
          within the file: an earlier row had already created or changed that customer.
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
              render: (_, { fields }) =>
                fields
                  .map(
                    ({ field, message }) =>
                      `${importFieldLabels[field as keyof typeof importFieldLabels] ?? field}: ${message}`,
                  )
                  .join('; '),
            },
          ]}
        />
      )}
      <Space wrap>
        {summary.importId && !undone && (
          <UndoButton importId={summary.importId} onUndone={onUndone} label="Undo this import" />
        )}
        <Link to="/dashboard/users">Go to the customers list</Link>
        <Button onClick={onAnother}>Import another file</Button>
      </Space>
    </Space>
  );
}
