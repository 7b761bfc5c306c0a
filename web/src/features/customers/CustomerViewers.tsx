import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Space, Tag } from 'antd';
import type { CustomerViewer } from './useCustomerActivity.ts';

/** Who else has this customer open, and whether they are editing it (issue 12); announced politely as it changes. */
export function CustomerViewers({ viewers }: { viewers: readonly CustomerViewer[] }) {
  return (
    <div className="customer-viewers" role="status" aria-live="polite">
      {viewers.length > 0 && (
        <Space wrap size={[4, 4]}>
          <span>Also open by</span>
          {viewers.map(({ user, editing }) => (
            <Tag key={user.uid} icon={editing ? <EditOutlined /> : <EyeOutlined />} className={editing ? 'viewer-editing' : undefined}>
              {user.email} {editing ? '(editing)' : '(viewing)'}
            </Tag>
          ))}
        </Space>
      )}
    </div>
  );
}
