import { Alert } from 'antd';

/** antd's error Alert with the server's words: a screen rendered plain shows it through LoadFailedAlert. */
export function ErrorAlert({ message }: { message: string }) {
  return <Alert type="error" role="alert" title={message} />;
}
