// The imports list: the latest imports, each with its counts and an undo.
import { Card, Empty, Table, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormats } from '../../shared/i18n/formats.ts';
import { countLabels } from './importLabels.ts';
import { UndoButton, UndoResult, type UndoAnswer } from './UndoImport.tsx';

export function RecentImports({
  imports,
  loading,
  undone,
  onUndone,
}: {
  imports: ReadonlyArray<{
    id: string;
    at: string;
    created: number;
    updated: number;
    skipped: number;
    failed: number;
    undone: boolean;
  }>;
  loading: boolean;
  undone: UndoAnswer | null;
  onUndone(importId: string): (answer: UndoAnswer) => void;
}) {
  const intl = useIntl();
  const formats = useFormats();
  const when = (at: string) => formats.dateTime(new Date(at));
  const undo = intl.formatMessage({
    defaultMessage: 'Undo',
    id: '9Ion1+',
    description: 'Import: button that undoes an import (it asks to confirm first)',
  });
  return (
    <Card
      className="page-card"
      variant="borderless"
      title={
        <Typography.Title level={2} className="section-title">
          <FormattedMessage
            defaultMessage="Recent imports"
            id="n4vBgV"
            description="Import page: heading of the imports list"
          />
        </Typography.Title>
      }
    >
      {undone && <UndoResult answer={undone} />}
      <Table
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={[...imports]}
        pagination={false}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={intl.formatMessage({
                defaultMessage: 'No imports yet',
                id: 'VGsuYK',
                description: 'Import page: the imports list is empty',
              })}
            />
          ),
        }}
        columns={[
          {
            title: intl.formatMessage({
              defaultMessage: 'When',
              id: 'gyIAWk',
              description: 'Imports list: heading of the time column',
            }),
            dataIndex: 'at',
            render: when,
          },
          { title: intl.formatMessage(countLabels.created), dataIndex: 'created' },
          // A phone shows when, created and undo; the other counts from 576 px up.
          { title: intl.formatMessage(countLabels.updated), dataIndex: 'updated', responsive: ['sm'] },
          { title: intl.formatMessage(countLabels.skipped), dataIndex: 'skipped', responsive: ['sm'] },
          { title: intl.formatMessage(countLabels.failed), dataIndex: 'failed', responsive: ['sm'] },
          {
            title: undo,
            key: 'undo',
            render: (_, item) =>
              item.undone ? (
                <span className="import-state">
                  <FormattedMessage
                    defaultMessage="Undone"
                    id="PqN0RI"
                    description="Imports list: an import that was undone"
                  />
                </span>
              ) : (
                <UndoButton
                  importId={item.id}
                  onUndone={onUndone(item.id)}
                  label={undo}
                  name={intl.formatMessage(
                    {
                      defaultMessage: 'Undo the import of {when}',
                      id: '79WjcL',
                      description:
                        "Imports list: accessible name of an import's undo button ({when}: its date and time)",
                    },
                    { when: when(item.at) },
                  )}
                />
              ),
          },
        ]}
      />
    </Card>
  );
}
