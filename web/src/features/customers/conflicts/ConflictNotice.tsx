import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { customerFieldMessages } from '../../../shared/customerFieldWords.ts';
import { UiAlert } from '../../../shared/UiAlert.tsx';
import { UiButton } from '../../../shared/UiButton.tsx';
import type { CustomerFormField, CustomerFormValues } from '../customerFormValues.ts';
import type { EditConflicts } from './useEditConflicts.ts';

/**
 * "<who> changed this customer while you were editing" (docs/collaboration.md), with each field they changed: taken
 * into the form, or, where this form changed it too, theirs beside yours to choose from; and "<who> removed this
 * customer…".
 */
const someone = defineMessage({
  defaultMessage: 'Someone',
  id: '9iDw8n',
  description: 'Customer form: who changed or removed the customer, when the server did not say',
});

/** Between a sentence and its buttons: a space, not a word to translate. */
const space = ' ';

/** Who did it, isolated as a name (<bdi>), or "Someone". */
function Who({ name }: { name: string }) {
  return <bdi>{name || <FormattedMessage {...someone} />}</bdi>;
}

export function ConflictNotice({ conflicts, values }: { conflicts: EditConflicts; values: CustomerFormValues }) {
  const waiting = Object.entries(conflicts.conflicts) as Array<[CustomerFormField, string]>;
  return (
    <>
      {conflicts.removedBy !== null && (
        <UiAlert
          role="alert"
          className="conflict-notice"
          title={
            <FormattedMessage
              defaultMessage="{who} removed this customer while you were editing"
              id="YqDavE"
              description="Customer form: someone removed the customer meanwhile (who: an email)"
              values={{ who: <Who name={conflicts.removedBy} /> }}
            />
          }
        >
          <FormattedMessage
            defaultMessage="Saving keeps it removed; restore it from the list to bring it back."
            id="am0aZv"
            description="Customer form: what saving does to a customer removed meanwhile"
          />
        </UiAlert>
      )}
      {(conflicts.changedBy !== null || waiting.length > 0) && (
        <ChangedNotice conflicts={conflicts} values={values} waiting={waiting} />
      )}
    </>
  );
}

function ChangedNotice({
  conflicts,
  values,
  waiting,
}: {
  conflicts: EditConflicts;
  values: CustomerFormValues;
  waiting: Array<[CustomerFormField, string]>;
}) {
  const intl = useIntl();
  return (
    <UiAlert
      role="alert"
      className="conflict-notice"
      title={
        <>
          <FormattedMessage
            defaultMessage="{who} changed this customer while you were editing"
            id="rROEq3"
            description="Customer form: someone changed the customer meanwhile (who: an email)"
            values={{ who: <Who name={conflicts.changedBy ?? ''} /> }}
          />
        </>
      }
      onClose={waiting.length === 0 ? conflicts.dismiss : undefined}
    >
      <ul className="conflict-fields">
        {conflicts.taken
          .filter((field) => !(field in conflicts.conflicts))
          .map((field) => (
            <li key={field}>
              <FormattedMessage
                defaultMessage="{field}: now “<bdi>{value}</bdi>”, their change (you had not changed it)"
                id="fa8tA9"
                description="Customer form: a field someone changed meanwhile, taken into the form"
                values={{
                  field: intl.formatMessage(customerFieldMessages[field]),
                  value: values[field],
                  bdi: (chunks) => <bdi>{chunks}</bdi>,
                }}
              />
            </li>
          ))}
        {waiting.map(([field, theirs]) => (
          <li key={field} data-conflict={field}>
            <FormattedMessage
              defaultMessage="<strong>{field}</strong>: theirs “<bdi>{theirs}</bdi>”, yours “<bdi>{yours}</bdi>”"
              id="jeAQJf"
              description="Customer form: a field both changed, their value beside the form's"
              values={{
                field: intl.formatMessage(customerFieldMessages[field]),
                theirs,
                yours: values[field],
                strong: (chunks) => <strong>{chunks}</strong>,
                bdi: (chunks) => <bdi>{chunks}</bdi>,
              }}
            />
            {space}
            <span className="conflict-choices">
              <UiButton
                size="small"
                onClick={() => conflicts.takeTheirs(field)}
                aria-label={intl.formatMessage(
                  {
                    defaultMessage: 'Use theirs for {field}',
                    id: '9QpNky',
                    description: "Customer form: accessible name of a field's Use theirs button",
                  },
                  { field: intl.formatMessage(customerFieldMessages[field]) },
                )}
              >
                <FormattedMessage
                  defaultMessage="Use theirs"
                  id="HZurPG"
                  description="Customer form: button that takes the other person's value of a field"
                />
              </UiButton>
              <UiButton
                size="small"
                onClick={() => conflicts.keepMine(field)}
                aria-label={intl.formatMessage(
                  {
                    defaultMessage: 'Keep yours for {field}',
                    id: 'UI7dhL',
                    description: "Customer form: accessible name of a field's Keep yours button",
                  },
                  { field: intl.formatMessage(customerFieldMessages[field]) },
                )}
              >
                <FormattedMessage
                  defaultMessage="Keep yours"
                  id="o7EwTO"
                  description="Customer form: button that keeps the form's value of a field"
                />
              </UiButton>
            </span>
          </li>
        ))}
      </ul>
    </UiAlert>
  );
}
