import { ContactsOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link, useOutletContext } from 'react-router-dom';
import { usePermissions, type Permission } from '../shared/permissions.tsx';
import { TeamDay } from '../features/dashboard/TeamDay.tsx';
import { MyTasks } from '../features/tasks/MyTasks.tsx';
import { useColorScheme } from '../shared/ColorSchemeProvider.tsx';
import type { DashboardOutletContext } from './DashboardLayout.tsx';
import { WelcomeIllustration } from './WelcomeIllustration.tsx';
import { paths } from '../shared/routes.ts';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { welcomeTitle } from './WelcomeIllustration.tsx';

const shortcutWords = defineMessages({
  customers: {
    defaultMessage: 'Customers',
    id: '4lsoCZ',
    description: 'Dashboard: the shortcut card to the customers list',
  },
  customersText: {
    defaultMessage: 'Search, edit, remove and restore your customers.',
    id: 'ARY1Y+',
    description: "Dashboard: what the customers list's shortcut card says under its title",
  },
  addCustomer: {
    defaultMessage: 'Add customer',
    id: 'z4zZeu',
    description: 'Dashboard: the shortcut card to the add form',
  },
  addCustomerText: {
    defaultMessage: 'Register a new customer in a few seconds.',
    id: 'e6i155',
    description: "Dashboard: what the add form's shortcut card says under its title",
  },
  contacts: {
    defaultMessage: 'Contacts',
    id: 'iaDR1l',
    description: 'Dashboard: the shortcut card to the contacts list',
  },
  contactsText: {
    defaultMessage: "Find a colleague's phone, email or birthday.",
    id: 'W2FnLB',
    description: "Dashboard: what the contacts list's shortcut card says under its title",
  },
});

const shortcuts: {
  to: string;
  icon: ReactNode;
  title: MessageDescriptor;
  text: MessageDescriptor;
  permission?: Permission;
}[] = [
  { to: paths.customers, icon: <TeamOutlined />, title: shortcutWords.customers, text: shortcutWords.customersText },
  {
    to: paths.addCustomer,
    icon: <UserAddOutlined />,
    title: shortcutWords.addCustomer,
    text: shortcutWords.addCustomerText,
    permission: 'customers.write',
  },
  { to: paths.contacts, icon: <ContactsOutlined />, title: shortcutWords.contacts, text: shortcutWords.contactsText },
];

/**
 * The dashboard's home: the welcome image, the team's day below it, and shortcuts. Plain elements and app.css (the
 * look of antd's borderless Card and Typography), no antd: it is the first screen after signing in, on a phone too.
 */
export function WelcomePage() {
  const { user } = useOutletContext<DashboardOutletContext>();
  const { may } = usePermissions();
  const { scheme } = useColorScheme();
  return (
    <div className="welcome">
      <MyTasks />
      <div className="page-card ui-card welcome-card">
        <div className="ui-card-body welcome-hero">
          <div className="welcome-text">
            <h1 className="welcome-title">
              <FormattedMessage {...welcomeTitle} />
            </h1>
            <p className="welcome-lead">
              <FormattedMessage
                defaultMessage="You are signed in as <b>{email}</b>. Pick up where you left off."
                id="rgvSUt"
                description="Under the dashboard's welcome: the signed-in email, in bold"
                values={{
                  email: user.email,
                  b: (chunks) => (
                    <bdi>
                      <strong>{chunks}</strong>
                    </bdi>
                  ),
                }}
              />
            </p>
          </div>
          <WelcomeIllustration />
        </div>
      </div>
      <TeamDay colorScheme={scheme} />
      <ul className="welcome-shortcuts">
        {shortcuts
          .filter((shortcut) => !shortcut.permission || may(shortcut.permission))
          .map((shortcut) => (
            <li key={shortcut.to}>
              <Link to={shortcut.to} className="welcome-shortcut">
                <span className="welcome-shortcut-icon">{shortcut.icon}</span>
                <span>
                  <span className="welcome-shortcut-title">
                    <FormattedMessage {...shortcut.title} />
                  </span>
                  <span className="welcome-shortcut-text">
                    <FormattedMessage {...shortcut.text} />
                  </span>
                </span>
              </Link>
            </li>
          ))}
      </ul>
    </div>
  );
}
