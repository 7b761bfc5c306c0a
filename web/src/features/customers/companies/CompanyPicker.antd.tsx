// antd's searchable select for the customer form's company: the team's companies whose name holds the text typed, and
// "Add company “…”" when none has exactly that name, which adds it at once and picks it. Cleared: no company.
import { useQuery } from '@apollo/client/react';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import { CompaniesDocument } from '../../../shared/companies/companyDocuments.ts';
import { useSaveCompany } from '../../../shared/companies/useSaveCompany.ts';
import { companyPickerWords, createCompanyWords } from './companyPickerWords.ts';

export interface ChosenCompany {
  id: string;
  name: string;
}

const creating = 'new-company:';
const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

export function CompanySelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: ChosenCompany | null;
  onChange: (company: ChosenCompany | null) => void;
}) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const search = useDeferredValue(typed.trim());
  const { data, loading } = useQuery(CompaniesDocument, { variables: { search: search || null, first: 20 } });
  const save = useSaveCompany();
  const found = data?.companies.nodes ?? [];
  const options = [...(value && !found.some(({ id: foundId }) => foundId === value.id) ? [value] : []), ...found].map(
    ({ id: companyId, name }) => ({ value: companyId, label: name }),
  );
  const text = typed.trim();
  if (text && !found.some(({ name }) => sameName(name, text)))
    options.push({ value: `${creating}${text}`, label: intl.formatMessage(createCompanyWords, { name: text }) });

  const choose = async (chosen: string | undefined) => {
    setProblem(null);
    if (!chosen) return onChange(null);
    if (!chosen.startsWith(creating)) {
      const option = options.find(({ value: optionValue }) => optionValue === chosen);
      return onChange({ id: chosen, name: option?.label ?? '' });
    }
    setSaving(true);
    const outcome = await save({ name: chosen.slice(creating.length) });
    setSaving(false);
    if (outcome.ok) {
      setTyped('');
      onChange({ id: outcome.company.id, name: outcome.company.name });
    } else setProblem(outcome.fields.name ?? outcome.problem);
  };

  return (
    <>
      <Select
        id={id}
        className="customer-company-select"
        value={value?.id}
        options={options}
        allowClear
        loading={loading || saving}
        placeholder={intl.formatMessage(companyPickerWords.placeholder)}
        notFoundContent={intl.formatMessage(companyPickerWords.noMatch)}
        showSearch={{ filterOption: false, searchValue: typed, onSearch: setTyped, autoClearSearchValue: true }}
        onChange={(chosen: string | undefined) => void choose(chosen)}
        status={problem ? 'error' : undefined}
        aria-describedby={problem ? `${id}-help` : undefined}
      />
      {problem && (
        <div className="ui-field-message" id={`${id}-help`} role="alert">
          {problem}
        </div>
      )}
    </>
  );
}
