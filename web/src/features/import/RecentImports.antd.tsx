// The imports list: the latest imports, each with its counts and an undo.
import { Card, Empty, Table, Typography } from 'antd';
import { when } from './importLabels.ts';
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
  return (
    <Card
      className="page-card"
      variant="borderless"
      title={
        <Typography.Title level={2} className="section-title">
          Recent imports
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
            render: (_, item) =>
              item.undone ? (
                <span className="import-state">Undone</span>
              ) : (
                <UndoButton
                  importId={item.id}
                  onUndone={onUndone(item.id)}
                  label="Undo"
                  name={`Undo the import of ${when(item.at)}`}
                />
              ),
          },
        ]}
      />
    </Card>
  );
}
