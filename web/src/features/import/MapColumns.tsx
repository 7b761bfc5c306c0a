// The second step: which column of the file each field comes from, guessed from the headers (importRows.ts).
import { Button, Form, Select, Space, Typography } from 'antd';
import { count } from './importLabels.ts';
import { importFieldLabels, importFields, requiredImportFields, type ColumnMapping } from './importRows.ts';
import type { Parsed } from './useImportFlow.ts';

export function MapColumns({
  parsed,
  mapping,
  onChange,
  onCheck,
  onBack,
}: {
  parsed: Parsed;
  mapping: ColumnMapping;
  onChange(mapping: ColumnMapping): void;
  onCheck(): void;
  onBack(): void;
}) {
  const options = [
    { value: -1, label: '(leave empty)' },
    ...parsed.headers.map((header, index) => ({ value: index, label: header })),
  ];
  const missing = requiredImportFields.filter((field) => mapping[field] === null);
  return (
    <Space orientation="vertical" className="import-map">
      <Typography.Paragraph>
        {count(parsed.rowCount)} rows. Choose the column each field comes from; the guesses come from the headers.
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
