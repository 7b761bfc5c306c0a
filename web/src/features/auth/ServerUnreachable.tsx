import { Button, Result } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

/** What the login check shows when the server does not answer (its own chunk: most visits never need it). */
export function ServerUnreachable() {
  const intl = useIntl();
  return (
    <Result
      status="warning"
      title={intl.formatMessage({
        defaultMessage: 'The server cannot be reached',
        id: 'BbZefm',
        description: 'Shown when the login check gets no answer from the server',
      })}
      subTitle={intl.formatMessage({
        defaultMessage: 'Check your connection, then try again.',
        id: 'zrOKIs',
        description: 'Shown under "The server cannot be reached"',
      })}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          <FormattedMessage defaultMessage="Try again" id="nmNPmF" description="Server unreachable: reloads the page" />
        </Button>
      }
    />
  );
}
