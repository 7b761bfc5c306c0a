import { ContactsOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useOutletContext } from 'react-router-dom';
import { usePermissions, type Permission } from '../shared/permissions.tsx';
import { TeamDay } from '../features/dashboard/TeamDay.tsx';
import { useColorScheme } from './ColorSchemeProvider.tsx';
import type { DashboardOutletContext } from './DashboardLayout.tsx';
import { WelcomeIllustration } from './WelcomeIllustration.tsx';

const shortcuts: { to: string; icon: ReactNode; title: string; text: string; permission?: Permission }[] = [
  { to: '/dashboard/users', icon: <TeamOutlined />, title: 'Customers', text: 'Search, edit, remove and restore your customers.' },
  { to: '/dashboard/adduser', icon: <UserAddOutlined />, title: 'Add customer', text: 'Register a new customer in a few seconds.', permission: 'customers.write' },
  { to: '/dashboard/workers', icon: <ContactsOutlined />, title: 'Contacts', text: "Find a colleague's phone, email or birthday." },
];

export function WelcomePage() {
  const { user } = useOutletContext<DashboardOutletContext>();
  const { may } = usePermissions();
  const { scheme } = useColorScheme();
  return (
    <div className="welcome">
      <Card className="page-card welcome-card" variant="borderless">
        <div className="welcome-hero">
          <div className="welcome-text">
            <Typography.Title level={1} className="welcome-title">
              Welcome to Staff CRM
            </Typography.Title>
            <Typography.Paragraph type="secondary" className="welcome-lead">
              You are signed in as <bdi><strong>{user.email}</strong></bdi>. Pick up where you left off.
            </Typography.Paragraph>
          </div>
          <WelcomeIllustration />
        </div>
      </Card>
      <TeamDay colorScheme={scheme} />
      <Row gutter={[16, 16]} className="welcome-shortcuts">
        {shortcuts.filter((shortcut) => !shortcut.permission || may(shortcut.permission)).map((shortcut) => (
          <Col xs={24} md={8} key={shortcut.to}>
            <Link to={shortcut.to} className="welcome-shortcut">
              <span className="welcome-shortcut-icon">{shortcut.icon}</span>
              <span>
                <span className="welcome-shortcut-title">{shortcut.title}</span>
                <span className="welcome-shortcut-text">{shortcut.text}</span>
              </span>
            </Link>
          </Col>
        ))}
      </Row>
    </div>
  );
}
