// Whose tasks an owner or admin looks at: a native select in the plain fields' box, rendered with the screen, so the
// screen's first paint waits for no antd code and a phone picks from its own list (docs/decisions/plain-task-rows.md).
import { useIntl } from 'react-intl';
import { teammateChoices, useTeammates } from '../../shared/teammates.ts';
import { taskWords } from './taskWords.ts';

export function WhoseTasksSelect({
  assigneeUid,
  me,
  onChange,
}: {
  assigneeUid: string;
  /** The viewer, the one choice until the team is fetched */
  me: { uid: string; email: string };
  onChange(uid: string): void;
}) {
  const intl = useIntl();
  const { teammates } = useTeammates(false);
  const choices = teammateChoices(teammates, assigneeUid);
  const options = choices.length ? choices : [{ value: me.uid, label: me.email }];
  return (
    <label className="tasks-whose">
      <span>{intl.formatMessage(taskWords.whose)}</span>
      <span className="ui-input tasks-whose-select">
        <select value={assigneeUid} onChange={(event) => onChange(event.target.value)}>
          {options.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </span>
    </label>
  );
}
