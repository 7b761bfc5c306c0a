import { ContactsOutlined, DashboardOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

export interface NavigationEntry {
  key: string;
  label: string;
  path: string;
  icon: ReactNode;
}

/** The sidebar of SPEC §2, in order. */
export const navigation: readonly NavigationEntry[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/dashboard', icon: <DashboardOutlined /> },
  { key: 'customers', label: 'Customers', path: '/dashboard/users', icon: <TeamOutlined /> },
  { key: 'add-customer', label: 'Add customer', path: '/dashboard/adduser', icon: <UserAddOutlined /> },
  { key: 'contacts', label: 'Contacts', path: '/dashboard/workers', icon: <ContactsOutlined /> },
];

/** Which sidebar entry a dashboard path belongs to. */
export function navigationKeyFor(pathname: string): string {
  if (pathname.startsWith('/dashboard/users') || pathname.startsWith('/dashboard/customerdetails')) return 'customers';
  if (pathname === '/dashboard/adduser' || pathname === '/dashboard/adduser/') return 'add-customer';
  if (pathname.startsWith('/dashboard/adduser/')) return 'customers';
  if (pathname.startsWith('/dashboard/workers')) return 'contacts';
  return 'dashboard';
}
