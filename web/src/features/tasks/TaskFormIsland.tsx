// The task dialog (TaskForm.antd.tsx) for screens rendered without antd: its code comes when it first opens.
import { Suspense } from 'react';
import { antdIsland } from '../../shared/AntdIsland.tsx';
import type { TaskFormProps } from './TaskForm.antd.tsx';

const TaskForm = antdIsland(
  () => import('./TaskForm.antd.tsx'),
  (module) => module.TaskForm,
);

export function TaskFormIsland(props: TaskFormProps) {
  return (
    <Suspense fallback={null}>
      <TaskForm {...props} />
    </Suspense>
  );
}
