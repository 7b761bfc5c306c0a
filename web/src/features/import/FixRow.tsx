// A row failing a rule, fixed in place: its fields checked as typed, Apply once they pass.
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useServerWords } from '../../shared/i18n/serverWords.ts';
import { fixRowTitle, importFieldLabel } from './importLabels.ts';
import { importFields, rowErrors, type ImportRowValues } from './importRows.ts';
import { sheetRow, type PreviewRow } from './runImport.ts';

export function FixRow({
  row,
  onClose,
  onFixed,
}: {
  row: PreviewRow;
  onClose(): void;
  onFixed(values: ImportRowValues): void;
}) {
  const intl = useIntl();
  const serverWords = useServerWords();
  const [values, setValues] = useState(row.values);
  const errors = rowErrors(values) ?? {};
  return (
    <Modal
      open
      title={intl.formatMessage(fixRowTitle, { row: sheetRow(row.index) })}
      onCancel={onClose}
      onOk={() => onFixed(values)}
      okText={intl.formatMessage({
        defaultMessage: 'Apply',
        id: 'ZF0wNG',
        description: "Import, fixing a row: the dialog's button that keeps the fixed fields",
      })}
      okButtonProps={{ disabled: Object.keys(errors).length > 0 }}
    >
      <Form layout="vertical" component="div">
        {importFields.map((field) => (
          <Form.Item
            key={field}
            label={intl.formatMessage(importFieldLabel(field)!)}
            htmlFor={`import-fix-${field}`}
            validateStatus={errors[field] ? 'error' : undefined}
            help={errors[field] && serverWords(errors[field])}
          >
            {field === 'notes' ? (
              <Input.TextArea
                id={`import-fix-${field}`}
                autoSize={{ minRows: 3, maxRows: 8 }}
                value={values[field]}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              />
            ) : (
              <Input
                id={`import-fix-${field}`}
                value={values[field]}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              />
            )}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
