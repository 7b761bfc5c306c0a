// The details page's "Download this customer's data" (roles that may export) and "Erase for good" (owners and admins),
// which asks first in a dialog that names the customer and says it cannot be undone, then goes back to the list.
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useDialogs } from '../../shared/dialogs.tsx';
import { useServerWords } from '../../shared/i18n/serverWords.ts';
import { usePermissions } from '../../shared/permissions.tsx';
import { useSuccessPopup } from '../../shared/useSuccessPopup.ts';
import { useEraseCustomerMutation } from './useEraseCustomerMutation.ts';
import { paths } from '../../shared/routes.ts';
import { UiButton } from '../../shared/UiButton.tsx';

const eraseWords = defineMessages({
  erase: {
    defaultMessage: 'Erase for good',
    id: 'S/v4N6',
    description: "A customer's page: the button, and the dialog's button, that erase the customer for good",
  },
});

export function CustomerDataActions({ customer }: { customer: { id: string; fname: string; lname: string } }) {
  const { canTransfer, may } = usePermissions();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const success = useSuccessPopup();
  const erase = useEraseCustomerMutation();
  const intl = useIntl();
  const serverWords = useServerWords();
  const name =
    `${customer.fname} ${customer.lname}`.trim() ||
    intl.formatMessage({
      defaultMessage: 'this customer',
      id: 'AQynGs',
      description: 'Erase dialog: stands for the name of a customer who has none, inside its sentences',
    });
  const values = { name };
  const ask = () =>
    void dialogs.modal().then((modal) => {
      modal.confirm({
        title: intl.formatMessage(
          {
            defaultMessage: 'Erase {name} for good?',
            id: 'Cqe1Pr',
            description: "A customer's page: title of the Erase dialog",
          },
          values,
        ),
        content: intl.formatMessage(
          {
            defaultMessage:
              'This erases {name} and everything held about them: their details, their history and their import records. Only a note that a customer was erased stays in the audit log. This cannot be undone.',
            id: 'e00fOm',
            description: "A customer's page: what the Erase dialog says it does",
          },
          values,
        ),
        okText: intl.formatMessage(eraseWords.erase),
        okButtonProps: { danger: true },
        cancelText: intl.formatMessage({
          defaultMessage: 'Cancel',
          id: '3tQIka',
          description: "A customer's page: the Erase dialog's button that keeps the customer",
        }),
        focusable: { autoFocusButton: 'cancel' },
        onOk: async () => {
          const outcome = await erase(customer.id);
          if (!outcome.ok) {
            modal.error({
              title: intl.formatMessage(
                {
                  defaultMessage: '{name} was not erased',
                  id: 'vLLXxX',
                  description: "A customer's page: title of the dialog of an Erase that failed",
                },
                values,
              ),
              content: serverWords(outcome.problem),
            });
            return;
          }
          navigate(paths.customers);
          void success(
            intl.formatMessage(
              {
                defaultMessage: '{name} was erased for good',
                id: 'EeXc0q',
                description: 'Pop-up once a customer is erased, on the customers list',
              },
              values,
            ),
          );
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
          <span>
            <FormattedMessage
              defaultMessage="Download this customer’s data"
              id="p8FZxD"
              description="A customer's page: link that downloads everything held about the customer"
            />
          </span>
        </a>
      )}
      {may('customers.erase') && (
        <UiButton className="ui-button-danger" icon={<DeleteOutlined />} onClick={ask}>
          <FormattedMessage {...eraseWords.erase} />
        </UiButton>
      )}
    </>
  );
}
