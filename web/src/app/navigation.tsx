import {
  ContactsOutlined,
  BankOutlined,
  MergeCellsOutlined,
  DashboardOutlined,
  IdcardOutlined,
  ImportOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  CheckSquareOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Permission } from '../shared/permissions.tsx';
import { paths } from '../shared/routes.ts';

const labels = defineMessages({
  dashboard: { defaultMessage: 'Dashboard', id: 'NYNvl9', description: 'Sidebar link to the dashboard' },
  customers: { defaultMessage: 'Customers', id: 'l/FXrL', description: 'Sidebar link to the customers list' },
  addCustomer: {
    defaultMessage: 'Add customer',
    id: 'pHP/qs',
    description: 'Sidebar link to the form that adds a customer',
  },
  tasks: { defaultMessage: 'Tasks', id: 'dEqFOc', description: 'Sidebar link to the Tasks screen' },
  companies: { defaultMessage: 'Companies', id: 'lv7GKX', description: 'Sidebar link to the Companies screen' },
  contacts: { defaultMessage: 'Contacts', id: 'a9iJT6', description: "Sidebar link to the workers' contacts list" },
  duplicates: { defaultMessage: 'Duplicates', id: 'trfWBT', description: 'Sidebar link to the Duplicates view' },
  import: { defaultMessage: 'Import customers', id: 'q+a5IH', description: 'Sidebar link to the import page' },
  team: { defaultMessage: 'Team', id: '97yfGr', description: 'Sidebar link to the Team page' },
  account: { defaultMessage: 'Account', id: 'Q4Kp3n', description: "Sidebar link to the person's own account page" },
});

export interface NavigationEntry {
  key: string;
  label: MessageDescriptor;
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
  { key: 'dashboard', label: labels.dashboard, path: paths.dashboard, icon: <DashboardOutlined /> },
  { key: 'customers', label: labels.customers, path: paths.customers, icon: <TeamOutlined /> },
  {
    key: 'add-customer',
    label: labels.addCustomer,
    path: paths.addCustomer,
    icon: <UserAddOutlined />,
    permission: 'customers.write',
  },
  { key: 'companies', label: labels.companies, path: paths.companies, icon: <BankOutlined /> },
  { key: 'tasks', label: labels.tasks, path: paths.tasks, icon: <CheckSquareOutlined /> },
  { key: 'contacts', label: labels.contacts, path: paths.contacts, icon: <ContactsOutlined /> },
  { key: 'duplicates', label: labels.duplicates, path: paths.duplicates, icon: <MergeCellsOutlined /> },
  {
    key: 'import',
    label: labels.import,
    path: paths.import,
    icon: <ImportOutlined />,
    permission: 'customers.transfer',
  },
  { key: 'team', label: labels.team, path: paths.team, icon: <SafetyCertificateOutlined />, permission: 'team.manage' },
  { key: 'account', label: labels.account, path: paths.account, icon: <IdcardOutlined /> },
];

/** Which sidebar entry a dashboard path belongs to. */
export function navigationKeyFor(pathname: string): string {
  if (pathname.startsWith(paths.customers) || pathname.startsWith(paths.customerDetailsPrefix)) return 'customers';
  if (pathname === paths.addCustomer || pathname === `${paths.addCustomer}/`) return 'add-customer';
  if (pathname.startsWith(`${paths.addCustomer}/`)) return 'customers';
  if (pathname.startsWith(paths.contacts)) return 'contacts';
  if (pathname.startsWith(paths.tasks)) return 'tasks';
  if (pathname.startsWith(paths.companies)) return 'companies';
  if (pathname.startsWith(paths.import)) return 'import';
  if (pathname.startsWith(paths.duplicates)) return 'duplicates';
  if (pathname.startsWith(paths.team)) return 'team';
  if (pathname.startsWith(paths.account)) return 'account';
  return 'dashboard';
}
