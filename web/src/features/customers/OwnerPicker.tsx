// The add/edit form's owner: a native select of the team's active members (teammates), plain like the form. A new
// customer's default is its creator; an edit starts on the customer's owner. Only writers open the form.
import { useId } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { customerOwnerMessage } from '../../shared/customerFieldWords.ts';
import { teammateChoices, type Teammate } from '../../shared/teammates.ts';

const noOwnerWords = defineMessage({
  defaultMessage: 'No owner',
  id: 'P3iXFH',
  description: "Customer form: the owner select's choice for a customer nobody owns yet (one from before owners)",
});

export function OwnerPicker({
  value,
  teammates,
  onChange,
}: {
  /** The chosen owner's uid; '' for none yet */
  value: string;
  teammates: readonly Teammate[];
  onChange: (uid: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="ui-field">
      <label className="ui-label" htmlFor={id}>
        {intl.formatMessage(customerOwnerMessage)}
      </label>
      <span className="ui-input customer-owner-input">
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          {value === '' && <option value="">{intl.formatMessage(noOwnerWords)}</option>}
          {teammateChoices(teammates, value).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
