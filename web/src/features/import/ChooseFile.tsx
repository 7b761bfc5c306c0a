// The first step: a CSV or XLSX file chosen or dropped (its words above it are the page's, rendered plain:
// ImportPage.tsx).
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Space, Upload } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImportProblem } from './importLabels.ts';

export function ChooseFile({ error, onChoose }: { error?: ImportProblem; onChoose(file: File): void }) {
  const intl = useIntl();
  return (
    <Space orientation="vertical" className="import-choose">
      {error && <Alert type="error" showIcon title={intl.formatMessage(error.message, { detail: error.detail })} />}
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
        <p className="ant-upload-text">
          <FormattedMessage
            defaultMessage="Choose a file, or drop it here"
            id="tJYEOJ"
            description="Import: the file chooser's words (a click opens the browser's file dialog)"
          />
        </p>
      </Upload.Dragger>
    </Space>
  );
}
