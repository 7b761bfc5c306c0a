// The last step: what the import did (created, updated, restored, skipped, failed and why), and its undo.
import { Alert, Button, Descriptions, Space, Table, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useServerWords } from '../../shared/i18n/serverWords.ts';
import { choiceLabels, countLabels, fieldProblem, importFieldLabel, rowColumn } from './importLabels.ts';
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
  const intl = useIntl();
  const serverWords = useServerWords();
  const label = (key: keyof typeof countLabels) => intl.formatMessage(countLabels[key]);
  const restore = intl.formatMessage(choiceLabels.RESTORE);
  return (
    <Space orientation="vertical" className="import-summary">
      <Alert
        type={summary.cancelled ? 'warning' : 'success'}
        showIcon
        role="status"
        title={
          summary.cancelled
            ? intl.formatMessage({
                defaultMessage: 'Import cancelled: the rows sent before stay imported',
                id: 'ihfhu9',
                description: 'Import summary: the person cancelled the import midway',
              })
            : intl.formatMessage({
                defaultMessage: 'Import finished',
                id: 'n1mPrc',
                description: 'Import summary: its title',
              })
        }
      />
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2, md: 3, xl: 5 }}
        items={[
          { key: 'created', label: label('created'), children: summary.created },
          { key: 'updated', label: label('updated'), children: summary.updated },
          ...(summary.restored > 0 ? [{ key: 'restored', label: label('restored'), children: summary.restored }] : []),
          { key: 'skipped', label: label('skipped'), children: summary.skipped },
          { key: 'failed', label: label('failed'), children: summary.failed.length },
          { key: 'left-out', label: label('leftOut'), children: summary.leftOut },
        ]}
      />
      {summary.restored > 0 && (
        <Typography.Paragraph>
          <FormattedMessage
            defaultMessage="{count, plural, one {# deleted customer was restored with the file’s fields and is in the customers list again.} other {# deleted customers were restored with the file’s fields and are in the customers list again.}}"
            id="hpTag0"
            description="Import summary: deleted customers the import brought back"
            values={{ count: summary.restored }}
          />
        </Typography.Paragraph>
      )}
      {summary.duplicatesInFile > 0 && (
        <Typography.Paragraph>
          <FormattedMessage
            defaultMessage="{count, plural, one {# skipped row was a duplicate} other {# skipped rows were duplicates}} within the file: an earlier row had already created or changed that customer."
            id="J2CY9/"
            description="Import summary: rows skipped for repeating a customer an earlier row of the file handled"
            values={{ count: summary.duplicatesInFile }}
          />
        </Typography.Paragraph>
      )}
      {summary.stillRemoved > 0 && (
        <Alert
          type="warning"
          showIcon
          title={intl.formatMessage(
            {
              defaultMessage:
                '{count, plural, one {# updated customer is a deleted customer: it was given the file’s fields and stays deleted.} other {# updated customers are deleted customers: they were given the file’s fields and stay deleted.}}',
              id: 'xmUNgd',
              description: 'Import summary: deleted customers the import updated without bringing them back',
            },
            { count: summary.stillRemoved },
          )}
          description={intl.formatMessage(
            {
              defaultMessage:
                '{count, plural, one {To bring it back, restore it from Deleted customers, or import the file again choosing “{restore}”.} other {To bring them back, restore them from Deleted customers, or import the file again choosing “{restore}”.}}',
              id: '3LTa0O',
              description: 'Import summary: how to bring back the deleted customers it updated ({restore}: a choice)',
            },
            { count: summary.stillRemoved, restore },
          )}
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
            { title: intl.formatMessage(rowColumn), dataIndex: 'row', width: 64 },
            {
              title: intl.formatMessage({
                defaultMessage: 'Why it was not imported',
                id: 'T75xj+',
                description: 'Import summary: heading of the column of why each failed row failed',
              }),
              key: 'reasons',
              render: (_, { fields }) =>
                fields
                  .map(({ field, message }) =>
                    intl.formatMessage(fieldProblem, {
                      field: importFieldLabel(field) ? intl.formatMessage(importFieldLabel(field)!) : field,
                      message: serverWords(message),
                    }),
                  )
                  .join('; '),
            },
          ]}
        />
      )}
      <Space wrap>
        {summary.importId && !undone && (
          <UndoButton
            importId={summary.importId}
            onUndone={onUndone}
            label={intl.formatMessage({
              defaultMessage: 'Undo this import',
              id: 'F6L7PT',
              description: 'Import summary: button that undoes the import just made',
            })}
          />
        )}
        <Link to="/dashboard/users">
          <FormattedMessage
            defaultMessage="Go to the customers list"
            id="yHwXrK"
            description="Import summary: link to the customers list"
          />
        </Link>
        <Button onClick={onAnother}>
          <FormattedMessage
            defaultMessage="Import another file"
            id="DpxcvV"
            description="Import summary: button that starts again with another file"
          />
        </Button>
      </Space>
    </Space>
  );
}
