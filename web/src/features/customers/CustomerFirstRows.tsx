// What a customer's page shows first below its fields: the tags, the buttons, and the sections other areas add (its
// tasks). The page renders it in the task after the fields (CustomerDetailsPage.tsx); the server renders it into the
// page's frame with the answers it put in the page (app/answeredFrames.tsx), where it is the same.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { CustomerSections } from '../../shared/customerSections.tsx';
import { paths } from '../../shared/routes.ts';
import { UiButton } from '../../shared/UiButton.tsx';
import { CustomerDataActions } from './CustomerDataActions.tsx';
import type { Customer } from './CustomerFields.tsx';
import { MergeDuplicatesButton } from './CustomerMergeLinks.tsx';
import { CustomerTags } from './tags/CustomerTags.tsx';

export function CustomerFirstRows({ customer, canWrite }: { customer: Customer; canWrite: boolean }) {
  const navigate = useNavigate();
  return (
    <>
      <CustomerTags customer={customer} canWrite={canWrite} />
      <div className="form-actions">
        <UiButton icon={<ArrowLeftOutlined className="details-back-arrow" />} onClick={() => navigate(paths.customers)}>
          <FormattedMessage
            defaultMessage="Back to list"
            id="mF4LR8"
            description="A customer's page or form: button back to the customers list"
          />
        </UiButton>
        {customer.status && canWrite && (
          <MergeDuplicatesButton id={customer.id} email={customer.email} phone={customer.phone} />
        )}
        <CustomerDataActions customer={customer} />
      </div>
      <CustomerSections customer={customer} />
    </>
  );
}
