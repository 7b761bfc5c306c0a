import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../shared/routes.ts';

export function CustomerNotFound({ id }: { id: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="Customer not found"
      subTitle={`There is no customer with the id “${id}”. It may have been mistyped.`}
      extra={
        <Button type="primary" onClick={() => navigate(paths.customers)}>
          Back to list
        </Button>
      }
    />
  );
}
