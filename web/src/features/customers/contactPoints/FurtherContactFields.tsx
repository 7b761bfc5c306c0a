// The form's further phones or emails: each with its label choice, its field and a remove button, then an add button.
// Plain elements styled like the form's other fields (FormikField), so the form loads none of antd.
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { contactLabels, type ContactLabel } from '../../../../../server/domain/contactPoints/contactPoints.ts';
import { useServerWords } from '../../../shared/i18n/serverWords.ts';
import { UiButton } from '../../../shared/UiButton.tsx';
import {
  contactLabelWords,
  contactPointWords,
  emailNumbered,
  labelOf,
  phoneNumbered,
  removeOf,
} from './contactPointWords.ts';
import type { ContactKind, FurtherContacts } from './useFurtherContacts.ts';
import './contactPoints.css';

export function FurtherContactFields({ kind, contacts }: { kind: ContactKind; contacts: FurtherContacts }) {
  const intl = useIntl();
  const serverWords = useServerWords();
  const further = contacts.lists[kind].further;
  const nameOf = (index: number) =>
    intl.formatMessage(kind === 'phones' ? phoneNumbered : emailNumbered, { n: index + 2 });
  return (
    <fieldset className="form-grid-wide contact-points">
      <legend className="ui-label">
        {intl.formatMessage(kind === 'phones' ? contactPointWords.otherPhones : contactPointWords.otherEmails)}
      </legend>
      {further.map((entry, index) => {
        const id = `customer-${kind}-${entry.key}`;
        const message = contacts.messageOf(kind, index);
        const name = nameOf(index);
        return (
          <div key={entry.key} className={message ? 'contact-point ui-field-invalid' : 'contact-point'}>
            <span className="ui-input contact-point-label">
              <select
                aria-label={intl.formatMessage(labelOf, { field: name })}
                value={entry.label}
                onChange={(event) => contacts.change(kind, entry.key, { label: event.target.value as ContactLabel })}
              >
                {contactLabels.map((label) => (
                  <option key={label} value={label}>
                    {intl.formatMessage(contactLabelWords[label])}
                  </option>
                ))}
              </select>
            </span>
            <span className="ui-input contact-point-value">
              <input
                id={id}
                type={kind === 'phones' ? 'tel' : 'email'}
                autoComplete="off"
                aria-label={name}
                value={entry.value}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? `${id}-help` : undefined}
                onChange={(event) => contacts.change(kind, entry.key, { value: event.target.value })}
                onBlur={() => contacts.change(kind, entry.key, { touched: true })}
              />
            </span>
            <UiButton
              icon={<CloseOutlined />}
              aria-label={intl.formatMessage(removeOf, { field: name })}
              onClick={() => contacts.remove(kind, entry.key)}
            />
            {message && (
              <div className="ui-field-message contact-point-message" id={`${id}-help`}>
                {serverWords(message)}
              </div>
            )}
          </div>
        );
      })}
      {further.length + 1 < contacts.max[kind] && (
        <UiButton size="small" icon={<PlusOutlined />} onClick={() => contacts.add(kind)}>
          {intl.formatMessage(kind === 'phones' ? contactPointWords.addPhone : contactPointWords.addEmail)}
        </UiButton>
      )}
    </fieldset>
  );
}
