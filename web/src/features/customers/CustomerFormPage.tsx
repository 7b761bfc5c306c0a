import { Card, Skeleton, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { CustomerForm, emptyCustomer } from './CustomerForm.tsx';
import { customerFormValues } from './useEditConflicts.ts';
import { CustomerLoadFailed, CustomerNotFound } from './customerDeadEnds.tsx';
import { useCustomer } from './useCustomer.ts';
import { useCustomerActivity } from './useCustomerActivity.ts';
import { CustomerViewers } from './CustomerViewers.tsx';

function FormCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card
      className="page-card form-card"
      variant="borderless"
      title={
        <Typography.Title level={1} className="page-title">
          {title}
        </Typography.Title>
      }
    >
      {children}
    </Card>
  );
}

function EditCustomer({ id }: { id: string }) {
  const { customer, fresh, failed } = useCustomer(id);
  const activity = useCustomerActivity(id, true, { skip: !fresh || !customer });
  if (failed) return <CustomerLoadFailed />;
  // Edit only what the server holds now, not a cached copy a save would write back over a newer change.
  if (!fresh) {
    return (
      <FormCard title="Edit User">
        <Skeleton active paragraph={{ rows: 6 }} />
      </FormCard>
    );
  }
  if (!customer) return <CustomerNotFound id={id} />;
  return (
    <FormCard title="Edit User">
      <CustomerViewers viewers={activity.viewers} />
      <CustomerForm key={id} customer={customer} initialValues={customerFormValues(customer)} live={activity.customer} liveBy={activity.lastChangedBy} />
    </FormCard>
  );
}

/** 'dashboard/adduser' adds a customer; 'dashboard/adduser/:id' edits one. */
export function CustomerFormPage() {
  const { id } = useParams<{ id: string }>();
  if (id) return <EditCustomer id={id} />;
  return (
    <FormCard title="Add User">
      <CustomerForm initialValues={emptyCustomer} />
    </FormCard>
  );
}
