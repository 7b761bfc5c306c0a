import { AfterPaint } from './AfterPaint.tsx';
import { antdIsland } from './AntdIsland.tsx';

const ErrorAlert = antdIsland(
  () => import('./ErrorAlert.tsx'),
  (module) => module.ErrorAlert,
);

/**
 * A screen rendered plain could not load its data:
 * the server's words in antd's error Alert, once the screen has painted.
 */
export function LoadFailedAlert({ message }: { message: string }) {
  return (
    <AfterPaint fallback={null}>
      <ErrorAlert message={message} />
    </AfterPaint>
  );
}
