import { useApolloClient } from '@apollo/client/react';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionEnded } from '../../shared/sessionEnded.tsx';
import { paths } from '../../shared/routes.ts';
import { reportError } from '../../shared/reportError.ts';

/**
 * For the dashboard: a session that ends while it is open (expired, or revoked elsewhere) is noticed by the next
 * request or by the live socket closing. Forget every cached record and show the login screen, as the login
 * check would. `isSigningOut` says the user's own Logout ended it: that flow goes home by itself.
 */
export function useSessionEndedRedirect(isSigningOut: () => boolean): void {
  const client = useApolloClient();
  const navigate = useNavigate();
  const handled = useRef(false);
  useSessionEnded((reason) => {
    if (handled.current || isSigningOut()) return;
    handled.current = true;
    // The login screen says why (LoginPage.tsx), when the server said it.
    navigate(paths.login, { replace: true, state: { sessionEnded: reason } });
    client.clearStore().catch((error: unknown) => reportError('Clearing the cache failed', error));
  });
}
