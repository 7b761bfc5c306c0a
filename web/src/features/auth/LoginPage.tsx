import { useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFocusHeadingOnArrival } from '../../shared/useFocusHeadingOnArrival.ts';
import { LoginForm } from './LoginForm.tsx';
import { LoginIllustration } from './LoginIllustration.tsx';
import { SignUpForm } from './SignUpForm.tsx';

const tabs = [
  { key: 'login', label: 'Login' },
  { key: 'signup', label: 'Sign Up' },
] as const;
type TabKey = (typeof tabs)[number]['key'];

/** SPEC §2's login screen. Plain elements and app.css only (no antd): it is every visit's first download. */
export function LoginPage() {
  const screen = useRef<HTMLElement>(null);
  useFocusHeadingOnArrival(screen);
  const [params] = useSearchParams();
  // An invitation link opens the Sign Up tab and carries its token into the sign-up; a confirmation link says how it went.
  const invitation = params.get('invitation') ?? undefined;
  const verified = params.get('verified');
  const [active, setActive] = useState<TabKey>(invitation ? 'signup' : 'login');
  const tabButtons = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({});

  // WAI-ARIA tabs: arrows (and Home, End) move between the tabs and select the one reached.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    setActive(tab.key);
    tabButtons.current[tab.key]?.focus();
  };

  return (
    <main className="login-page" ref={screen}>
      <section className="login-hero" aria-hidden="true">
        <div className="login-hero-brand">
          <span className="brand-mark">S</span>
          <span>Staff CRM</span>
        </div>
        <LoginIllustration />
        <p className="login-hero-text">Your customers and your team's contacts, in one place.</p>
      </section>
      <section className="login-panel">
        <div className="login-card">
          <h1 className="login-title">Welcome Back!</h1>
          <p className="login-subtitle">Sign in to manage your customers and contacts.</p>
          {verified && (
            <p className="login-note" role="status">
              {verified === 'yes' ? 'Your email address is confirmed. You can sign in now.' : 'This confirmation link is not valid any more. Sign up again or ask an admin of your team.'}
            </p>
          )}
          {invitation && active === 'signup' && (
            <p className="login-note" role="status">
              You were invited to join the team. Sign up with the email address the invitation was sent to.
            </p>
          )}
          <div className="auth-tabs" role="tablist">
            {tabs.map((tab) => (
              <button
                key={tab.key}
                ref={(button) => {
                  tabButtons.current[tab.key] = button;
                }}
                type="button"
                role="tab"
                id={`auth-tab-${tab.key}`}
                aria-controls={`auth-panel-${tab.key}`}
                aria-selected={tab.key === active}
                tabIndex={tab.key === active ? 0 : -1}
                className="auth-tab"
                onClick={() => setActive(tab.key)}
                onKeyDown={onTabKeyDown}
              >
                {tab.label}
              </button>
            ))}
          </div>
          {/* Only the chosen tab's form is in the page, as before: switching tabs starts it afresh. */}
          <div className="auth-panel" role="tabpanel" id={`auth-panel-${active}`} aria-labelledby={`auth-tab-${active}`}>
            {active === 'login' ? <LoginForm /> : <SignUpForm invitation={invitation} />}
          </div>
        </div>
      </section>
    </main>
  );
}
