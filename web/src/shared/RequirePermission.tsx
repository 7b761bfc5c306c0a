import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageCard } from './PageCard.tsx';
import { refusalFor, usePermissions, type Permission } from './permissions.tsx';
import { paths } from './routes.ts';

/**
 * A screen a role may not use says so plainly instead of offering
 * a form the server would refuse. Plain elements, no antd.
 */
export function RequirePermission({
  permission,
  title,
  children,
}: {
  permission: Permission;
  title: string;
  children: ReactNode;
}) {
  const { may } = usePermissions();
  if (may(permission)) return <>{children}</>;
  return (
    <PageCard title={title}>
      <p className="not-allowed" role="status">
        {refusalFor(permission)} Ask an admin of your team if you need more.
      </p>
      <p>
        <Link to={paths.customers}>Back to the customers list</Link>
      </p>
    </PageCard>
  );
}
