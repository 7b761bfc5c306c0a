import { EditOutlined, EyeOutlined } from '@ant-design/icons';
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
          <span>Also open by</span>
          {viewers.map(({ user, editing }) => (
            <span key={user.uid} className={editing ? 'ui-tag viewer-editing' : 'ui-tag'}>
              {editing ? <EditOutlined aria-hidden="true" /> : <EyeOutlined aria-hidden="true" />}
              <span>
                <bdi>{user.email}</bdi> {editing ? '(editing)' : '(viewing)'}
              </span>
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
