import { ContactsOutlined, MergeCellsOutlined, DashboardOutlined, IdcardOutlined, ImportOutlined, SafetyCertificateOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Permission } from '../shared/permissions.tsx';

export interface NavigationEntry {
  key: string;
  label: string;
  path: string;
  icon: ReactNode;
  /** Shown only to roles that hold it */
  permission?: Permission;
}

/** The sidebar: the spec's entries in order, then the Duplicates view, the import page, the Team page and the person's own account. */
export const navigation: readonly NavigationEntry[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/dashboard', icon: <DashboardOutlined /> },
  { key: 'customers', label: 'Customers', path: '/dashboard/users', icon: <TeamOutlined /> },
  { key: 'add-customer', label: 'Add customer', path: '/dashboard/adduser', icon: <UserAddOutlined />, permission: 'customers.write' },
  { key: 'contacts', label: 'Contacts', path: '/dashboard/workers', icon: <ContactsOutlined /> },
  { key: 'duplicates', label: 'Duplicates', path: '/dashboard/duplicates', icon: <MergeCellsOutlined /> },
  { key: 'import', label: 'Import customers', path: '/dashboard/import', icon: <ImportOutlined />, permission: 'customers.transfer' },
  { key: 'team', label: 'Team', path: '/dashboard/team', icon: <SafetyCertificateOutlined />, permission: 'team.manage' },
  { key: 'account', label: 'Account', path: '/dashboard/account', icon: <IdcardOutlined /> },
];

/** Which sidebar entry a dashboard path belongs to. */
export function navigationKeyFor(pathname: string): string {
  if (pathname.startsWith('/dashboard/users') || pathname.startsWith('/dashboard/customerdetails')) return 'customers';
  if (pathname === '/dashboard/adduser' || pathname === '/dashboard/adduser/') return 'add-customer';
  if (pathname.startsWith('/dashboard/adduser/')) return 'customers';
  if (pathname.startsWith('/dashboard/workers')) return 'contacts';
  if (pathname.startsWith('/dashboard/import')) return 'import';
  if (pathname.startsWith('/dashboard/duplicates')) return 'duplicates';
  if (pathname.startsWith('/dashboard/team')) return 'team';
  if (pathname.startsWith('/dashboard/account')) return 'account';
  return 'dashboard';
}
