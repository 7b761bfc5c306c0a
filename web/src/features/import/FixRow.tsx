// A row failing a rule, fixed in place: its fields checked as typed, Apply once they pass.
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { importFieldLabels, importFields, rowErrors, type ImportRowValues } from './importRows.ts';
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
  const [values, setValues] = useState(row.values);
  const errors = rowErrors(values) ?? {};
  return (
    <Modal
      open
      title={`Fix row ${sheetRow(row.index)}`}
      onCancel={onClose}
      onOk={() => onFixed(values)}
      okText="Apply"
      okButtonProps={{ disabled: Object.keys(errors).length > 0 }}
    >
      <Form layout="vertical" component="div">
        {importFields.map((field) => (
          <Form.Item
            key={field}
            label={importFieldLabels[field]}
            htmlFor={`import-fix-${field}`}
            validateStatus={errors[field] ? 'error' : undefined}
            help={errors[field]}
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
