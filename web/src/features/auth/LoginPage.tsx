import { useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { endReasonOf } from '../../shared/sessionEnded.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';
import { SecondFactorForm } from './SecondFactorForm.tsx';
import { useFocusHeadingOnArrival } from '../../shared/useFocusHeadingOnArrival.ts';
import { LoginForm } from './LoginForm.tsx';
import { LoginIllustration } from './LoginIllustration.tsx';
import { SignUpForm } from './SignUpForm.tsx';
import { InvitationNote } from './InvitationNote.tsx';
import { useInvitationPreview } from './useInvitationPreview.ts';
import { authWords } from './authWords.ts';
import { loginPageWords, sessionEndWords, stepTitles } from './loginPageWords.ts';

const tabs = [
  { key: 'login', label: authWords.login },
  { key: 'signup', label: authWords.signUp },
] as const;
type TabKey = (typeof tabs)[number]['key'];

/** Steps of signing in that replace the tabs: the second factor, asking for a reset link, and a reset link's form. */
type Step =
  | { kind: 'tabs' }
  | { kind: 'second-factor'; challenge: string }
  | { kind: 'forgot' }
  | { kind: 'reset'; token: string };

/**
 * docs/product.md#screens-and-routes login screen. Plain elements and app.css only
 * (no antd): it is every visit's first download.
 */
export function LoginPage() {
  const intl = useIntl();
  const screen = useRef<HTMLElement>(null);
  useFocusHeadingOnArrival(screen);
  const [params, setParams] = useSearchParams();
  const endReason = endReasonOf((useLocation().state as { sessionEnded?: unknown } | null)?.sessionEnded);
  // An invitation link opens the Sign Up tab and carries its token into the sign-up;
  // a confirmation link says how it went.
  const invitation = params.get('invitation') ?? undefined;
  const preview = useInvitationPreview(invitation);
  const verified = params.get('verified');
  const [active, setActive] = useState<TabKey>(invitation ? 'signup' : 'login');
  const resetToken = params.get('reset');
  const [step, setStep] = useState<Step>(resetToken ? { kind: 'reset', token: resetToken } : { kind: 'tabs' });
  const backToLogin = () => {
    // The reset token leaves the address bar (and the history entry) once the form is left.
    if (params.has('reset')) setParams({}, { replace: true });
    setActive('login');
    setStep({ kind: 'tabs' });
  };
  const titles =
    step.kind === 'tabs'
      ? { title: loginPageWords.welcome, subtitle: loginPageWords.welcomeSubtitle }
      : stepTitles[step.kind];
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
          <span className="brand-mark">
            <FormattedMessage
              defaultMessage="S"
              id="ZIR5Eq"
              description="The product's mark: the first letter of its name"
            />
          </span>
          <span>
            <FormattedMessage
              defaultMessage="Staff CRM"
              id="NEIMMH"
              description="Login screen: the product's name beside its mark"
            />
          </span>
        </div>
        <LoginIllustration />
        <p className="login-hero-text">
          <FormattedMessage
            defaultMessage="Your customers and your team's contacts, in one place."
            id="bLUdhd"
            description="Login screen: the line under the illustration"
          />
        </p>
      </section>
      <section className="login-panel">
        <div className="login-card">
          <h1
            className="login-title"
            key={step.kind}
            tabIndex={-1}
            ref={(heading) => void (step.kind !== 'tabs' && heading?.focus())}
          >
            {intl.formatMessage(titles.title)}
          </h1>
          <p className="login-subtitle">{intl.formatMessage(titles.subtitle)}</p>
          {step.kind === 'second-factor' && <SecondFactorForm challenge={step.challenge} onBack={backToLogin} />}
          {step.kind === 'forgot' && <ForgotPasswordForm onBack={backToLogin} />}
          {step.kind === 'reset' && (
            <ResetPasswordForm
              token={step.token}
              onBack={backToLogin}
              onSecondFactor={(challenge) => setStep({ kind: 'second-factor', challenge })}
            />
          )}
          {step.kind === 'tabs' && endReason && (
            <p className="login-note" role="status">
              {intl.formatMessage(sessionEndWords[endReason])}
            </p>
          )}
          {step.kind === 'tabs' && verified && (
            <p className="login-note" role="status">
              {verified === 'yes' ? (
                <FormattedMessage
                  defaultMessage="Your email address is confirmed. You can sign in now."
                  id="Ru/Fda"
                  description="Login screen: a confirmation link that worked"
                />
              ) : (
                <FormattedMessage
                  defaultMessage="This confirmation link is not valid any more. Sign up again or ask an admin of your team."
                  id="gvx860"
                  description="Login screen: a confirmation link that did not work"
                />
              )}
            </p>
          )}
          {step.kind === 'tabs' && invitation && active === 'signup' && (
            <InvitationNote invitation={preview.invitation} />
          )}
          {step.kind === 'tabs' && (
            <>
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
                    {intl.formatMessage(tab.label)}
                  </button>
                ))}
              </div>
              {/* Only the chosen tab's form is in the page, as before: switching tabs starts it afresh. */}
              <div
                className="auth-panel"
                role="tabpanel"
                id={`auth-panel-${active}`}
                aria-labelledby={`auth-tab-${active}`}
              >
                {active === 'login' ? (
                  <LoginForm
                    onSecondFactor={(challenge) => setStep({ kind: 'second-factor', challenge })}
                    onForgotPassword={() => setStep({ kind: 'forgot' })}
                  />
                ) : (
                  <SignUpForm
                    invitation={invitation}
                    invitedEmail={preview.invitation?.email}
                    emailPending={preview.loading}
                  />
                )}
              </div>
            </>
          )}
        </div>
      </section>
    </main>
  );
}
