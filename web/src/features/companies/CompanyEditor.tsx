// A company's details as a plain form (name, domain, address, phone, notes): adding one on the Companies screen,
// changing one on its page. The name is required here as on the server; the server's field messages show under their
// fields in the page's language.
import { SaveOutlined } from '@ant-design/icons';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { CompanyFieldsFragment } from '../../gql/graphql.ts';
import { useSaveCompany } from '../../shared/companies/useSaveCompany.ts';
import { useServerWords } from '../../shared/i18n/serverWords.ts';
import { UiAlert } from '../../shared/UiAlert.tsx';
import { UiButton } from '../../shared/UiButton.tsx';
import { companyWords } from './companyWords.ts';

const fields = ['name', 'domain', 'address', 'phone', 'notes'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

const valuesOf = (company: CompanyFieldsFragment | null): Values =>
  Object.fromEntries(fields.map((field) => [field, company?.[field] ?? ''])) as Values;

export function CompanyEditor({
  company,
  onDone,
}: {
  /** The company to change; null: a new one */
  company: CompanyFieldsFragment | null;
  /** Called with the company saved, or null when cancelled */
  onDone: (saved: CompanyFieldsFragment | null) => void;
}) {
  const intl = useIntl();
  const save = useSaveCompany();
  const inPageLanguage = useServerWords();
  const [values, setValues] = useState<Values>(() => valuesOf(company));
  const [messages, setMessages] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      setMessages({ name: inPageLanguage('Please name the company') });
      return;
    }
    setBusy(true);
    const outcome = await save({ ...(company && { id: company.id }), ...values });
    setBusy(false);
    if (outcome.ok) return onDone(outcome.company);
    setMessages(outcome.fields);
    setProblem(Object.keys(outcome.fields).length ? null : outcome.problem);
  };

  const idPrefix = company ? `company-${company.id}` : 'company-new';
  return (
    <form className="company-editor" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form-grid">
        {fields.map((field) => {
          const id = `${idPrefix}-${field}`;
          const message = messages[field];
          const common = {
            id,
            name: field,
            value: values[field],
            'aria-required': field === 'name' || undefined,
            'aria-invalid': message ? true : undefined,
            'aria-describedby': message ? `${id}-help` : undefined,
            onChange: (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value }),
          };
          return (
            <div
              key={field}
              className={['ui-field', message && 'ui-field-invalid', field === 'notes' && 'form-grid-wide']
                .filter(Boolean)
                .join(' ')}
            >
              <label className={field === 'name' ? 'ui-label ui-label-required' : 'ui-label'} htmlFor={id}>
                {intl.formatMessage(companyWords[field])}
              </label>
              <span className="ui-input">
                {field === 'notes' ? (
                  <textarea rows={3} {...common} />
                ) : (
                  <input type={field === 'phone' ? 'tel' : 'text'} autoComplete="off" {...common} />
                )}
              </span>
              {message && (
                <div className="ui-field-message" id={`${id}-help`}>
                  {message}
                </div>
              )}
            </div>
          );
        })}
      </div>
      {problem && (
        <UiAlert role="alert" className="form-failure" title={intl.formatMessage(companyWords.failed)}>
          <div>{problem}</div>
        </UiAlert>
      )}
      <div className="form-actions">
        <UiButton primary type="submit" icon={<SaveOutlined />} loading={busy}>
          {intl.formatMessage(companyWords.save)}
        </UiButton>
        <UiButton onClick={() => onDone(null)}>{intl.formatMessage(companyWords.cancel)}</UiButton>
      </div>
    </form>
  );
}
