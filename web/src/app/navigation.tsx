import { ContactsOutlined, DashboardOutlined, ImportOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

export interface NavigationEntry {
  key: string;
  label: string;
  path: string;
  icon: ReactNode;
}

/** The sidebar of SPEC §2, in order, then the import page of issue 11. */
export const navigation: readonly NavigationEntry[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/dashboard', icon: <DashboardOutlined /> },
  { key: 'customers', label: 'Customers', path: '/dashboard/users', icon: <TeamOutlined /> },
  { key: 'add-customer', label: 'Add customer', path: '/dashboard/adduser', icon: <UserAddOutlined /> },
  { key: 'contacts', label: 'Contacts', path: '/dashboard/workers', icon: <ContactsOutlined /> },
  { key: 'import', label: 'Import customers', path: '/dashboard/import', icon: <ImportOutlined /> },
];

/** Which sidebar entry a dashboard path belongs to. */
export function navigationKeyFor(pathname: string): string {
  if (pathname.startsWith('/dashboard/users') || pathname.startsWith('/dashboard/customerdetails')) return 'customers';
  if (pathname === '/dashboard/adduser' || pathname === '/dashboard/adduser/') return 'add-customer';
  if (pathname.startsWith('/dashboard/adduser/')) return 'customers';
  if (pathname.startsWith('/dashboard/workers')) return 'contacts';
  if (pathname.startsWith('/dashboard/import')) return 'import';
  return 'dashboard';
}
