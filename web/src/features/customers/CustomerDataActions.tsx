// The details page's "Download this customer's data" (roles that may export) and "Erase for good" (owners and admins),
// which asks first in a dialog that names the customer and says it cannot be undone, then goes back to the list.
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useDialogs } from '../../shared/dialogs.tsx';
import { usePermissions } from '../../shared/permissions.tsx';
import { useSuccessPopup } from '../../shared/useSuccessPopup.ts';
import { useEraseCustomerMutation } from './useEraseCustomerMutation.ts';
import { paths } from '../../shared/routes.ts';
import { UiButton } from '../../shared/UiButton.tsx';

export function CustomerDataActions({ customer }: { customer: { id: string; fname: string; lname: string } }) {
  const { canTransfer, may } = usePermissions();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const success = useSuccessPopup();
  const erase = useEraseCustomerMutation();
  const name = `${customer.fname} ${customer.lname}`.trim() || 'this customer';
  const ask = () =>
    void dialogs.modal().then((modal) => {
      modal.confirm({
        title: `Erase ${name} for good?`,
        content: `This erases ${name} and everything held about them: their details, their history and their import records. Only a note that a customer was erased stays in the audit log. This cannot be undone.`,
        okText: 'Erase for good',
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        focusable: { autoFocusButton: 'cancel' },
        onOk: async () => {
          const outcome = await erase(customer.id);
          if (!outcome.ok) {
            modal.error({ title: `${name} was not erased`, content: outcome.problem });
            return;
          }
          navigate(paths.customers);
          void success(`${name} was erased for good`);
        },
      });
    });
  if (!canTransfer && !may('customers.erase')) return null;
  return (
    <>
      {canTransfer && (
        // A link that downloads, rendered as the buttons beside it are.
        <a className="ui-button" href={`/export/customers/${encodeURIComponent(customer.id)}.json`} download>
          <span className="ui-button-icon" aria-hidden="true">
            <DownloadOutlined />
          </span>
          <span>Download this customer’s data</span>
        </a>
      )}
      {may('customers.erase') && (
        <UiButton className="ui-button-danger" icon={<DeleteOutlined />} onClick={ask}>
          Erase for good
        </UiButton>
      )}
    </>
  );
}
