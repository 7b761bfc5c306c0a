import { Button, Result } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../shared/routes.ts';

/** The customer could not be loaded (network or server error): unlike an unknown id, nothing was mistyped. */
export function CustomerLoadFailed() {
  const navigate = useNavigate();
  const intl = useIntl();
  return (
    <Result
      status="warning"
      title={intl.formatMessage({
        defaultMessage: 'The customer could not be loaded',
        id: 'RABqLO',
        description: "A customer's page or form: title of the error shown instead",
      })}
      subTitle={intl.formatMessage({
        defaultMessage: 'Check your connection, then try again.',
        id: 'H+9w8+',
        description: "A customer's page or form that could not load it: what to do",
      })}
      extra={
        <Button type="primary" onClick={() => navigate(paths.customers)}>
          <FormattedMessage
            defaultMessage="Back to list"
            id="mF4LR8"
            description="A customer's page or form: button back to the customers list"
          />
        </Button>
      }
    />
  );
}
