import { Button, Result } from 'antd';

/** What the login check shows when the server does not answer (its own chunk: most visits never need it). */
export function ServerUnreachable() {
  return (
    <Result
      status="warning"
      title="The server cannot be reached"
      subTitle="Check your connection, then try again."
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Try again
        </Button>
      }
    />
  );
}
