import { Card, Tabs } from 'antd';
import { useRef } from 'react';
import { useFocusHeadingOnArrival } from '../../shared/useFocusHeadingOnArrival.ts';
import { LoginForm } from './LoginForm.tsx';
import { LoginIllustration } from './LoginIllustration.tsx';
import { SignUpForm } from './SignUpForm.tsx';

export function LoginPage() {
  const screen = useRef<HTMLElement>(null);
  useFocusHeadingOnArrival(screen);
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
        <Card className="login-card" variant="borderless">
          {/* Plain elements: the login screen does without Typography's code (copy, edit, ellipsis). */}
          <h1 className="login-title">Welcome Back!</h1>
          <p className="login-subtitle">Sign in to manage your customers and contacts.</p>
          <Tabs
            defaultActiveKey="login"
            destroyOnHidden
            centered
            items={[
              { key: 'login', label: 'Login', children: <LoginForm /> },
              { key: 'signup', label: 'Sign Up', children: <SignUpForm /> },
            ]}
          />
        </Card>
      </section>
    </main>
  );
}
