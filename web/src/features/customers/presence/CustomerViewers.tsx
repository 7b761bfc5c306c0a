import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import type { CustomerViewer } from './useCustomerActivity.ts';

/**
 * Who else has this customer open, and whether they are editing it
 * (docs/collaboration.md); announced politely as it changes.
 */
export function CustomerViewers({ viewers }: { viewers: readonly CustomerViewer[] }) {
  return (
    <div className="customer-viewers" role="status" aria-live="polite">
      {viewers.length > 0 && (
        <div className="customer-viewers-list">
          <span>
            <FormattedMessage
              defaultMessage="Also open by"
              id="x/j4dc"
              description="A customer's page or form: before the people who also have it open"
            />
          </span>
          {viewers.map(({ user, editing }) => (
            <span key={user.uid} className={editing ? 'ui-tag viewer-editing' : 'ui-tag'}>
              {editing ? <EditOutlined aria-hidden="true" /> : <EyeOutlined aria-hidden="true" />}
              <span>
                {editing ? (
                  <FormattedMessage
                    defaultMessage="<bdi>{email}</bdi> (editing)"
                    id="OgkB/n"
                    description="A customer's page or form: someone else editing it"
                    values={{ email: user.email, bdi: (chunks) => <bdi>{chunks}</bdi> }}
                  />
                ) : (
                  <FormattedMessage
                    defaultMessage="<bdi>{email}</bdi> (viewing)"
                    id="+d4VXp"
                    description="A customer's page or form: someone else viewing it"
                    values={{ email: user.email, bdi: (chunks) => <bdi>{chunks}</bdi> }}
                  />
                )}
              </span>
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
