// The Tasks screen's antd controls, fetched after its lists are painted: whose tasks to look at (owners and admins),
// and whether to show done tasks.
import { Select, Switch } from 'antd';
import { useIntl } from 'react-intl';
import { teammateChoices, useTeammates } from '../../shared/teammates.ts';
import { taskWords } from './taskWords.ts';

export function WhoseTasks({ assigneeUid, onChange }: { assigneeUid: string; onChange(uid: string): void }) {
  const intl = useIntl();
  const { teammates } = useTeammates(false);
  return (
    <Select
      value={assigneeUid}
      options={teammateChoices(teammates)}
      onChange={onChange}
      showSearch
      optionFilterProp="label"
      className="tasks-whose-select"
      aria-label={intl.formatMessage(taskWords.whose)}
    />
  );
}

export function ShowDoneSwitch({ checked, onChange }: { checked: boolean; onChange(on: boolean): void }) {
  return <Switch checked={checked} onChange={onChange} size="small" />;
}
