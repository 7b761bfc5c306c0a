// The Tasks screen's antd control, fetched after its lists are painted: whether to show done tasks.
import { Switch } from 'antd';

export function ShowDoneSwitch({ checked, onChange }: { checked: boolean; onChange(on: boolean): void }) {
  return <Switch checked={checked} onChange={onChange} size="small" />;
}
