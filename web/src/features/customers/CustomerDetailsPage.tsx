import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Descriptions, Skeleton, Space, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { usePermissions } from '../../shared/permissions.tsx';
import { CustomerHistory } from './history/CustomerHistory.tsx';
import { CustomerLoadFailed, CustomerNotFound } from './customerDeadEnds.tsx';
import { useCustomer } from './useCustomer.ts';
import { useCustomerActivity } from './presence/useCustomerActivity.ts';
import { CustomerViewers } from './presence/CustomerViewers.tsx';
import { MergeDuplicatesButton, MergedIntoNotice } from './CustomerMergeLinks.tsx';
import { CustomerDataActions } from './CustomerDataActions.tsx';
import { paths } from '../../shared/routes.ts';

export function CustomerDetailsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const { canWrite } = usePermissions();
  const { customer, loading, failed } = useCustomer(id);
  // Keeps the page current (the activity writes the customer into Apollo's cache) and says who else has it open.
  const { viewers } = useCustomerActivity(id, false, { skip: !customer });

  if (failed) return <CustomerLoadFailed />;
  if (!loading && !customer) return <CustomerNotFound id={id} />;

  return (
    <Card
      className="page-card details-card"
      variant="borderless"
      // Until the customer is here (a skeleton stands in): the shell's footer waits out of sight meanwhile.
      aria-busy={!customer}
      title={
        <Typography.Title level={1} className="page-title">
          {customer ? `${customer.fname} ${customer.lname}` : 'Customer details'}
        </Typography.Title>
      }
      extra={
        customer &&
        canWrite && (
          <Button type="link" icon={<EditOutlined aria-hidden="true" />} onClick={() => navigate(paths.editCustomer(customer.id))}>
            Edit
          </Button>
        )
      }
    >
      <CustomerViewers viewers={viewers} />
      {customer && !customer.status && <MergedIntoNotice id={customer.id} revision={String(customer.version)} />}
      {customer ? (
        <Descriptions
          bordered
          column={{ xs: 1, sm: 1, md: 2 }}
          size="middle"
          className="details-list"
          items={[
            { key: 'fname', label: 'First name', children: customer.fname },
            { key: 'lname', label: 'Last name', children: customer.lname },
            { key: 'email', label: 'Email', children: <a href={`mailto:${customer.email}`}>{customer.email}</a> },
            { key: 'phone', label: 'Phone', children: customer.phone },
            { key: 'address', label: 'Address', span: 'filled', children: customer.address },
            {
              key: 'notes',
              label: 'Notes',
              span: 'filled',
              children: customer.notes ? <span className="details-notes">{customer.notes}</span> : <Typography.Text type="secondary">No notes</Typography.Text>,
            },
            {
              key: 'status',
              label: 'Status',
              span: 'filled',
              children: customer.status ? <Badge status="success" text="Active" /> : <Badge status="default" text="Removed" />,
            },
          ]}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
      {/* With the customer: below the skeleton, which is shorter than the fields, they would be pushed down as they come. */}
      {customer && (
        <>
          <Space className="form-actions" wrap>
            <Button icon={<ArrowLeftOutlined aria-hidden="true" />} onClick={() => navigate(paths.customers)}>
              Back to list
            </Button>
            {customer.status && canWrite && <MergeDuplicatesButton id={customer.id} email={customer.email} phone={customer.phone} />}
            <CustomerDataActions customer={customer} />
          </Space>
          <CustomerHistory id={customer.id} revision={JSON.stringify(customer)} />
        </>
      )}
    </Card>
  );
}
