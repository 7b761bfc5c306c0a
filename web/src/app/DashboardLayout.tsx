import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';
import { CurrentUserDocument } from '../features/auth/useCurrentUser.ts';
import { useOwnLocale } from '../features/account/useOwnLocale.ts';
import type { SignedInUser } from '../features/auth/RequireUser.tsx';
import { useSessionEndedRedirect } from '../features/auth/useSessionEndedRedirect.ts';
import { useSignOutMutation } from '../features/auth/useSignOutMutation.ts';
import { useDialogs } from '../shared/dialogs.tsx';
import { onRefusal } from '../shared/refusals.ts';
import { useFocusHeadingOnArrival } from '../shared/useFocusHeadingOnArrival.ts';
import { ScreenLoading } from '../shared/ScreenLoading.tsx';
import { ConnectionNotice } from './ConnectionNotice.tsx';
import { ShellDrawer } from './ShellDrawer.tsx';
import { Brand } from './Brand.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TopBar } from './TopBar.tsx';
import { useMediaQuery } from '../shared/useMediaQuery.ts';
import './shell.css';
import { FormattedMessage } from 'react-intl';
import { useServerWords } from '../shared/i18n/serverWords.ts';

export interface DashboardOutletContext {
  user: SignedInUser;
}

/** Wide enough for the sidebar beside the page (antd's lg breakpoint, as the pages' grids use); narrower, a drawer. */
const wideScreen = '(min-width: 992px)';

/**
 * The shell of docs/product.md#screens-and-routes: sidebar (a drawer on small screens), top bar, and the child route.
 * Plain elements and shell.css, no antd: it renders with every dashboard screen, and antd's Layout, Menu, Drawer and
 * Dropdown cost a phone hundreds of milliseconds of main thread on each load.
 */
export function DashboardLayout({ user }: { user: SignedInUser }) {
  useOwnLocale();
  const wide = useMediaQuery(wideScreen);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerShown = !wide && drawerOpen;
  const { signOut, isSigningOut } = useSignOutMutation();
  useSessionEndedRedirect(isSigningOut);
  useRefusalNotice();
  const context: DashboardOutletContext = { user };
  const content = useRef<HTMLElement>(null);
  useFocusHeadingOnArrival(content);
  const brandId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  /**
   * Set when the drawer is dismissed (Escape, a tap beside it):
   * focus goes back to the toggle once the page is live again.
   */
  const focusToggle = useRef(false);

  useEffect(() => {
    if (drawerShown || !focusToggle.current) return;
    focusToggle.current = false;
    toggle.current?.focus();
  }, [drawerShown]);

  const dismissDrawer = () => {
    focusToggle.current = true;
    setDrawerOpen(false);
  };

  return (
    <div className="shell">
      {wide ? (
        <aside className={`shell-sider${collapsed ? ' shell-sider-collapsed' : ''}`}>
          <Brand collapsed={collapsed} />
          <SideMenu collapsed={collapsed} />
        </aside>
      ) : (
        drawerShown && (
          <ShellDrawer labelledBy={brandId} onDismiss={dismissDrawer}>
            <Brand id={brandId} />
            {/* A link followed closes the drawer; focus then goes to the new screen's heading. */}
            <SideMenu onNavigate={() => setDrawerOpen(false)} />
          </ShellDrawer>
        )
      )}
      <div className="shell-main" inert={drawerShown}>
        <header className="shell-header">
          <TopBar
            email={user.email}
            compact={!wide}
            sidebarOpen={wide ? !collapsed : drawerOpen}
            toggleRef={toggle}
            onToggleSidebar={() => (wide ? setCollapsed((value) => !value) : setDrawerOpen((open) => !open))}
            onLogout={() => void signOut()}
          />
        </header>
        <ConnectionNotice />
        <main className="shell-content" ref={content}>
          <Suspense fallback={<ScreenLoading />}>
            <Outlet context={context} />
          </Suspense>
        </main>
        <footer className="shell-footer">
          <FormattedMessage
            defaultMessage="Staff CRM © {year}"
            id="9vYaY2"
            description="The page footer: the product's name and the year"
            values={{ year: new Date().getFullYear() }}
          />
        </footer>
      </div>
    </div>
  );
}

/**
 * A mutation the server refused, in its words, wherever it came from (screens that explain it themselves opt out).
 * The role may have changed since the login check: checking again leaves out the controls it no longer allows.
 */
function useRefusalNotice(): void {
  const dialogs = useDialogs();
  const client = useApolloClient();
  const inPageLanguage = useServerWords();
  useEffect(
    () =>
      onRefusal((text) => {
        const content = inPageLanguage(text);
        void dialogs.message().then((message) => message.error({ content, duration: 8 }));
        void client.refetchQueries({ include: [CurrentUserDocument] }).catch(() => undefined);
      }),
    [dialogs, client, inPageLanguage],
  );
}
