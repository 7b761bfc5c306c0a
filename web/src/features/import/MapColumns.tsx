// The second step: which column of the file each field comes from, guessed from the headers (importRows.ts).
import { Button, Form, Select, Space, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { chooseAnotherFile, importFieldLabel } from './importLabels.ts';
import { importFields, requiredImportFields, type ColumnMapping } from './importRows.ts';
import type { Parsed } from './useImportFlow.ts';
import { useCustomFields } from '../../shared/customFields/useCustomFields.ts';

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
  const intl = useIntl();
  const options = [
    {
      value: -1,
      label: intl.formatMessage({
        defaultMessage: '(leave empty)',
        id: '1Mv2Ek',
        description: "Import, mapping columns: the choice that leaves a field empty, in a field's column list",
      }),
    },
    ...parsed.headers.map((header, index) => ({
      value: index,
      label:
        header ||
        intl.formatMessage(
          {
            defaultMessage: 'Column {number}',
            id: 'cLWD+K',
            description: 'Import, mapping columns: a column of the file whose header is empty, named by its place',
          },
          { number: index + 1 },
        ),
    })),
  ];
  const missing = requiredImportFields.filter((field) => mapping[field] === null);
  // An export's field:<key> columns feed the team's custom fields of those keys (importRows.ts), named here.
  const { fields } = useCustomFields();
  const customKeys = Object.keys(mapping.customFields ?? {});
  const customLabels = customKeys.map((key) => fields.find((field) => field.key === key)?.label ?? key);
  return (
    <Space orientation="vertical" className="import-map">
      <Typography.Paragraph>
        <FormattedMessage
          defaultMessage="{count, plural, one {# row} other {# rows}}. Choose the column each field comes from; the guesses come from the headers."
          id="mE8PRr"
          description="Import, mapping columns: the step's lead ({count}: the file's data rows)"
          values={{ count: parsed.rowCount }}
        />
      </Typography.Paragraph>
      <Form layout="vertical" component="div" className="import-mapping">
        {importFields.map((field) => (
          <Form.Item
            key={field}
            label={intl.formatMessage(importFieldLabel(field)!)}
            htmlFor={`import-map-${field}`}
            required={requiredImportFields.includes(field)}
            validateStatus={missing.includes(field) ? 'warning' : undefined}
            help={
              missing.includes(field)
                ? intl.formatMessage({
                    defaultMessage: 'Choose the column for this field',
                    id: 'q12e7Z',
                    description: 'Import, mapping columns: a required field has no column yet',
                  })
                : undefined
            }
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
      {customLabels.length > 0 && (
        <Typography.Paragraph className="import-custom-fields">
          <FormattedMessage
            defaultMessage="Custom fields, from their field: columns: {fields}"
            id="if1iUj"
            description="Import, mapping columns: the team's custom fields the file's field:<key> columns fill ({fields}: their labels, as a list)"
            values={{ fields: intl.formatList(customLabels, { type: 'conjunction' }) }}
          />
        </Typography.Paragraph>
      )}
      <Space wrap>
        <Button type="primary" disabled={missing.length > 0} onClick={onCheck}>
          <FormattedMessage
            defaultMessage="Check the rows"
            id="Fn5XbW"
            description="Import, mapping columns: button that checks the rows with the chosen columns"
          />
        </Button>
        <Button onClick={onBack}>
          <FormattedMessage {...chooseAnotherFile} />
        </Button>
      </Space>
    </Space>
  );
}
