import {
  ContactsOutlined,
  MergeCellsOutlined,
  DashboardOutlined,
  IdcardOutlined,
  ImportOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Permission } from '../shared/permissions.tsx';
import { paths } from '../shared/routes.ts';

export interface NavigationEntry {
  key: string;
  label: string;
  path: string;
  icon: ReactNode;
  /** Shown only to roles that hold it */
  permission?: Permission;
}

/**
 * The sidebar: the spec's entries in order, then the Duplicates view,
 * the import page, the Team page and the person's own account.
 */
export const navigation: readonly NavigationEntry[] = [
  { key: 'dashboard', label: 'Dashboard', path: paths.dashboard, icon: <DashboardOutlined /> },
  { key: 'customers', label: 'Customers', path: paths.customers, icon: <TeamOutlined /> },
  {
    key: 'add-customer',
    label: 'Add customer',
    path: paths.addCustomer,
    icon: <UserAddOutlined />,
    permission: 'customers.write',
  },
  { key: 'contacts', label: 'Contacts', path: paths.contacts, icon: <ContactsOutlined /> },
  { key: 'duplicates', label: 'Duplicates', path: paths.duplicates, icon: <MergeCellsOutlined /> },
  {
    key: 'import',
    label: 'Import customers',
    path: paths.import,
    icon: <ImportOutlined />,
    permission: 'customers.transfer',
  },
  { key: 'team', label: 'Team', path: paths.team, icon: <SafetyCertificateOutlined />, permission: 'team.manage' },
  { key: 'account', label: 'Account', path: paths.account, icon: <IdcardOutlined /> },
];

/** Which sidebar entry a dashboard path belongs to. */
export function navigationKeyFor(pathname: string): string {
  if (pathname.startsWith(paths.customers) || pathname.startsWith(paths.customerDetailsPrefix)) return 'customers';
  if (pathname === paths.addCustomer || pathname === `${paths.addCustomer}/`) return 'add-customer';
  if (pathname.startsWith(`${paths.addCustomer}/`)) return 'customers';
  if (pathname.startsWith(paths.contacts)) return 'contacts';
  if (pathname.startsWith(paths.import)) return 'import';
  if (pathname.startsWith(paths.duplicates)) return 'duplicates';
  if (pathname.startsWith(paths.team)) return 'team';
  if (pathname.startsWith(paths.account)) return 'account';
  return 'dashboard';
}
