import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { ScreenLoading } from '../../shared/ScreenLoading.tsx';
import type { CurrentUserQuery } from '../../gql/graphql.ts';
import { useCurrentUser } from './useCurrentUser.ts';
import { reportError } from '../../shared/reportError.ts';

const ServerUnreachable = lazy(() =>
  import('./ServerUnreachable.tsx').then((module) => ({ default: module.ServerUnreachable })),
);

export type SignedInUser = NonNullable<CurrentUserQuery['me']>;

/**
 * The login check of docs/product.md#states-and-transitions:
 * renders its content for a signed-in user; a visitor is sent to login.
 */
export function RequireUser({ children }: { children: (user: SignedInUser) => ReactNode }) {
  const intl = useIntl();
  const { user, loading, error } = useCurrentUser();
  if (user) return <>{children(user)}</>;
  if (loading)
    return (
      <ScreenLoading
        label={intl.formatMessage({
          defaultMessage: 'Checking your session…',
          id: '95pGP7',
          description: 'Said while the app checks who is signed in',
        })}
      />
    );
  if (error) {
    reportError('The login check failed', error);
    return (
      <Suspense fallback={<ScreenLoading />}>
        <ServerUnreachable />
      </Suspense>
    );
  }
  return <Navigate to="/" replace />;
}
