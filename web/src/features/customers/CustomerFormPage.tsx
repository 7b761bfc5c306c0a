import { Alert, Card, Skeleton, Typography } from 'antd';
import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { CustomerForm, emptyCustomer, type CustomerFormValues } from './CustomerForm.tsx';
import { CustomerLoadFailed } from './CustomerLoadFailed.tsx';
import { CustomerNotFound } from './CustomerNotFound.tsx';
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
  // Whether the customer was active when the form opened (the cached customer follows later changes).
  const openedActive = useRef<boolean | null>(null);
  if (fresh && customer && openedActive.current === null) openedActive.current = customer.status;
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
  const values: CustomerFormValues = {
    fname: customer.fname,
    lname: customer.lname,
    address: customer.address,
    email: customer.email,
    phone: customer.phone,
    notes: customer.notes,
  };
  return (
    <FormCard title="Edit User">
      <CustomerViewers viewers={activity.viewers} />
      {openedActive.current && activity.customer && !activity.customer.status && (
        <Alert
          className="conflict-notice"
          type="warning"
          showIcon
          role="alert"
          message={`${activity.lastChangedBy ?? 'Someone'} removed this customer while you were editing`}
          description="Saving keeps it removed; restore it from the list to bring it back."
        />
      )}
      <CustomerForm key={id} customer={customer} initialValues={values} live={activity.customer} liveBy={activity.lastChangedBy} />
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
