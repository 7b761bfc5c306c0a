// The first step: a CSV or XLSX file chosen or dropped (its words above it are the page's, rendered plain:
// ImportPage.tsx).
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Space, Upload } from 'antd';

export function ChooseFile({ error, onChoose }: { error?: string; onChoose(file: File): void }) {
  return (
    <Space orientation="vertical" className="import-choose">
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
