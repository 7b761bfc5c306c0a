import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PageCard, PageCardSkeleton } from '../../shared/PageCard.tsx';
import { screenWords } from '../../shared/screenWords.ts';
import { editCustomerTitle } from './customerFormWords.ts';
import { CustomerForm } from './CustomerForm.tsx';
import { customerFormValues, emptyCustomer } from './customerFormValues.ts';
import { CustomerLoadFailed, CustomerNotFound } from './customerErrorScreens.tsx';
import { useCustomer } from './useCustomer.ts';
import { useCustomerActivity } from './presence/useCustomerActivity.ts';
import { CustomerViewers } from './presence/CustomerViewers.tsx';

// Plain elements and app.css, no antd (AppRoutes opens it without antd's providers): a phone renders the form without
// downloading and running antd first. Only the error screens, rarely shown, fetch antd (customerErrorScreens.tsx).

function EditCustomer({ id }: { id: string }) {
  const intl = useIntl();
  const { customer, fresh, failed } = useCustomer(id);
  const activity = useCustomerActivity(id, true, { skip: !fresh || !customer });
  if (failed) return <CustomerLoadFailed />;
  // Edit only what the server holds now, not a cached copy a save would write back over a newer change.
  if (!fresh) {
    return (
      <PageCard title={intl.formatMessage(editCustomerTitle)} className="form-card">
        <PageCardSkeleton rows={6} />
      </PageCard>
    );
  }
  if (!customer) return <CustomerNotFound id={id} />;
  return (
    <PageCard title={intl.formatMessage(editCustomerTitle)} className="form-card">
      <CustomerViewers viewers={activity.viewers} />
      <CustomerForm
        key={id}
        customer={customer}
        initialValues={customerFormValues(customer)}
        live={activity.customer}
        liveBy={activity.lastChangedBy}
      />
    </PageCard>
  );
}

/** 'dashboard/adduser' adds a customer; 'dashboard/adduser/:id' edits one. */
export function CustomerFormPage() {
  const { id } = useParams<{ id: string }>();
  const intl = useIntl();
  if (id) return <EditCustomer id={id} />;
  return (
    <PageCard title={intl.formatMessage(screenWords.addCustomerTitle)} className="form-card">
      <CustomerForm initialValues={emptyCustomer} />
    </PageCard>
  );
}
