import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../shared/routes.ts';

/** The customer could not be loaded (network or server error): unlike an unknown id, nothing was mistyped. */
export function CustomerLoadFailed() {
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title="The customer could not be loaded"
      subTitle="Check your connection, then try again."
      extra={
        <Button type="primary" onClick={() => navigate(paths.customers)}>
          Back to list
        </Button>
      }
    />
  );
}
