import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { CurrentUserQuery } from '../../gql/graphql.ts';
import { useCurrentUser } from './useCurrentUser.ts';

export type SignedInUser = NonNullable<CurrentUserQuery['me']>;

/** The login check of SPEC §4: renders its content for a signed-in user; a visitor is sent to login. */
export function RequireUser({ children }: { children: (user: SignedInUser) => ReactNode }) {
  const { user, loading, error } = useCurrentUser();
  if (user) return <>{children(user)}</>;
  if (loading) return <Spin size="large" className="page-spinner" description="Checking your session…" />;
  if (error) {
    console.error('The login check failed', error);
    return (
      <Result
        status="warning"
        title="The server cannot be reached"
        subTitle="Check your connection, then try again."
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Try again
          </Button>
        }
      />
    );
  }
  return <Navigate to="/" replace />;
}
