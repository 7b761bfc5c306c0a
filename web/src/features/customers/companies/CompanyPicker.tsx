// The add/edit form's company: a label and, fetched when the form first renders, antd's searchable select
// (CompanyPicker.antd.tsx), which picks one of the team's companies or adds the one typed. Until it is here, or if it
// cannot be fetched (the connection lost before it came), a plain box in its place shows the company chosen and the
// rest of the form still saves.
import { Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { antdIsland } from '../../../shared/AntdIsland.tsx';
import { customerCompanyMessage } from '../../../shared/customerFieldWords.ts';
import type { ChosenCompany } from './CompanyPicker.antd.tsx';
import { companyPickerWords } from './companyPickerWords.ts';

type SelectProps = { id: string; value: ChosenCompany | null; onChange: (company: ChosenCompany | null) => void };

function ChosenCompanyBox({ id, value }: SelectProps) {
  const intl = useIntl();
  return (
    <span className="ui-input">
      <input id={id} readOnly value={value?.name ?? ''} placeholder={intl.formatMessage(companyPickerWords.loading)} />
    </span>
  );
}

const CompanySelect = antdIsland(
  () => import('./CompanyPicker.antd.tsx'),
  (module) => module.CompanySelect,
  ChosenCompanyBox,
);

export function CompanyPicker({
  value,
  onChange,
}: {
  value: ChosenCompany | null;
  onChange: (company: ChosenCompany | null) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="ui-field">
      <label className="ui-label" htmlFor={id}>
        {intl.formatMessage(customerCompanyMessage)}
      </label>
      <Suspense fallback={<ChosenCompanyBox id={id} value={value} onChange={onChange} />}>
        <CompanySelect id={id} value={value} onChange={onChange} />
      </Suspense>
    </div>
  );
}
