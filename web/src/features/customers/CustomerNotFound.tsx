import { Button, Result } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../shared/routes.ts';

export function CustomerNotFound({ id }: { id: string }) {
  const navigate = useNavigate();
  const intl = useIntl();
  return (
    <Result
      status="404"
      title={intl.formatMessage({
        defaultMessage: 'Customer not found',
        id: 'HL2VXq',
        description: "A customer's page or form: title of the error shown instead",
      })}
      subTitle={intl.formatMessage(
        {
          defaultMessage: 'There is no customer with the id “{id}”. It may have been mistyped.',
          id: 'mYIhtQ',
          description: "A customer's page or form for an unknown id: what may have happened",
        },
        { id },
      )}
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
