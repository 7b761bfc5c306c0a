import { Drawer, Grid, Layout } from 'antd';
import { Suspense, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import type { SignedInUser } from '../features/auth/RequireUser.tsx';
import { useSessionEndedRedirect } from '../features/auth/useSessionEndedRedirect.ts';
import { useSignOutMutation } from '../features/auth/useSignOutMutation.ts';
import { useFocusHeadingOnArrival } from '../shared/useFocusHeadingOnArrival.ts';
import { ScreenLoading } from '../shared/ScreenLoading.tsx';
import { Brand, SideMenu } from './SideMenu.tsx';
import { TopBar } from './TopBar.tsx';

export interface DashboardOutletContext {
  user: SignedInUser;
}

/** The shell of SPEC §2: sidebar (a drawer on small screens), top bar, and the child route. */
export function DashboardLayout({ user }: { user: SignedInUser }) {
  const screens = Grid.useBreakpoint();
  const compact = !screens.lg;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { signOut, isSigningOut } = useSignOutMutation();
  useSessionEndedRedirect(isSigningOut);
  const context: DashboardOutletContext = { user };
  const content = useRef<HTMLElement>(null);
  useFocusHeadingOnArrival(content);

  return (
    <Layout className="shell">
      {!compact && (
        <Layout.Sider className="shell-sider" width={220} collapsedWidth={80} collapsed={collapsed} trigger={null} collapsible>
          <Brand collapsed={collapsed} />
          <SideMenu />
        </Layout.Sider>
      )}
      {compact && (
        <Drawer
          className="shell-drawer"
          placement="left"
          size={260}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          closable={false}
          title={<Brand />}
          styles={{ body: { padding: 8 } }}
        >
          <SideMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <Layout className="shell-main">
        <Layout.Header className="shell-header">
          <TopBar
            email={user.email}
            compact={compact}
            sidebarOpen={compact ? drawerOpen : !collapsed}
            onToggleSidebar={() => (compact ? setDrawerOpen((open) => !open) : setCollapsed((value) => !value))}
            onLogout={() => void signOut()}
          />
        </Layout.Header>
        <Layout.Content className="shell-content" ref={content}>
          <Suspense fallback={<ScreenLoading />}>
            <Outlet context={context} />
          </Suspense>
        </Layout.Content>
        <Layout.Footer className="shell-footer">Staff CRM © {new Date().getFullYear()}</Layout.Footer>
      </Layout>
    </Layout>
  );
}
