import { UiAlert } from '../../../shared/UiAlert.tsx';
import { UiButton } from '../../../shared/UiButton.tsx';
import { customerFieldLabels } from '../../../shared/customerFieldLabels.ts';
import type { CustomerFormField, CustomerFormValues } from '../customerFormValues.ts';
import type { EditConflicts } from './useEditConflicts.ts';

/**
 * "<who> changed this customer while you were editing" (docs/collaboration.md), with each field they changed: taken
 * into the form, or, where this form changed it too, theirs beside yours to choose from; and "<who> removed this
 * customer…".
 */
export function ConflictNotice({ conflicts, values }: { conflicts: EditConflicts; values: CustomerFormValues }) {
  const waiting = Object.entries(conflicts.conflicts) as Array<[CustomerFormField, string]>;
  return (
    <>
      {conflicts.removedBy && (
        <UiAlert
          role="alert"
          className="conflict-notice"
          title={
            <>
              <bdi>{conflicts.removedBy}</bdi> removed this customer while you were editing
            </>
          }
        >
          Saving keeps it removed; restore it from the list to bring it back.
        </UiAlert>
      )}
      {(conflicts.changedBy || waiting.length > 0) && (
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
  return (
    <UiAlert
      role="alert"
      className="conflict-notice"
      title={
        <>
          <bdi>{conflicts.changedBy ?? 'Someone'}</bdi> changed this customer while you were editing
        </>
      }
      onClose={waiting.length === 0 ? conflicts.dismiss : undefined}
    >
      <ul className="conflict-fields">
        {conflicts.taken
          .filter((field) => !(field in conflicts.conflicts))
          .map((field) => (
            <li key={field}>
              {customerFieldLabels[field]}: now “<bdi>{values[field]}</bdi>”, their change (you had not changed it)
            </li>
          ))}
        {waiting.map(([field, theirs]) => (
          <li key={field} data-conflict={field}>
            <strong>{customerFieldLabels[field]}</strong>: theirs “<bdi>{theirs}</bdi>”, yours “
            <bdi>{values[field]}</bdi>”{' '}
            <span className="conflict-choices">
              <UiButton
                size="small"
                onClick={() => conflicts.takeTheirs(field)}
                aria-label={`Use theirs for ${customerFieldLabels[field]}`}
              >
                Use theirs
              </UiButton>
              <UiButton
                size="small"
                onClick={() => conflicts.keepMine(field)}
                aria-label={`Keep yours for ${customerFieldLabels[field]}`}
              >
                Keep yours
              </UiButton>
            </span>
          </li>
        ))}
      </ul>
    </UiAlert>
  );
}
