// 'Login with Google': a popup at /auth/google/start that reports back with window.postMessage.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServer } from '../../shared/serverContext.tsx';
import { CurrentUserDocument } from './useCurrentUser.ts';

/**
 * The message the popup posts to its opener (same origin) when the OpenID flow ends.
 * The server's popup page sends `{ type: 'crm-google-sign-in', ok: true, user: { uid, email } }` once the session cookie is set,
 * or `{ type: 'crm-google-sign-in', ok: false, message, code }` on failure.
 */
export const googleSignInMessageType = 'crm-google-sign-in';

type PopupMessage =
  | { type: typeof googleSignInMessageType; ok: true; user?: { uid: string; email: string } }
  | { type: typeof googleSignInMessageType; ok: false; message?: string; code?: string };

function isPopupMessage(data: unknown): data is PopupMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === googleSignInMessageType;
}

export const popupClosedWarning = 'The Google sign-in window was closed before signing in. Please try again.';

export const notConfiguredWarning = 'Google sign-in is not configured on this server. Please log in with your email and password.';

export function useGoogleSignIn(onConnected: () => void) {
  const server = useServer();
  const client = useApolloClient();
  const [warning, setWarning] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const cleanup = useRef<(() => void) | null>(null);

  useEffect(() => () => cleanup.current?.(), []);

  // Asked once on mount, so a click can open the popup at once (browsers block popups opened later).
  const configured = useRef<Promise<boolean> | null>(null);
  const readConfig = useCallback(() => {
    configured.current ??= server
      .fetch(`${server.origin}/auth/google/config`, { credentials: 'same-origin' })
      .then(async (response) => ((await response.json()) as { configured?: unknown }).configured === true)
      .catch((error: unknown) => {
        configured.current = null;
        throw error;
      });
    return configured.current;
  }, [server]);
  useEffect(() => {
    readConfig().catch(() => undefined);
  }, [readConfig]);

  const start = useCallback(async () => {
    setWarning(null);
    setPending(true);
    try {
      if (!(await readConfig())) {
        setWarning(notConfiguredWarning);
        setPending(false);
        return;
      }
    } catch (error) {
      console.error('Google sign-in configuration could not be read', error);
      setWarning('Google sign-in is not available right now. Please try again later.');
      setPending(false);
      return;
    }

    const popup = window.open(`${server.origin}/auth/google/start`, 'crm-google-sign-in', 'popup,width=480,height=640');
    if (!popup) {
      setWarning('The Google sign-in popup was blocked by the browser. Allow popups for this site and try again.');
      setPending(false);
      return;
    }
    cleanup.current?.();
    const expectedOrigin = server.origin || window.location.origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== expectedOrigin || !isPopupMessage(event.data)) return;
      finish();
      const result = event.data;
      if (result.ok && result.user) {
        // The popup says who signed in: no round trip before 'You connected!' (the login check asks the server again).
        client.writeQuery({ query: CurrentUserDocument, data: { me: { uid: result.user.uid, email: result.user.email } } });
        onConnected();
      } else if (result.ok) {
        client
          .query({ query: CurrentUserDocument, fetchPolicy: 'network-only' })
          .then(() => onConnected())
          .catch((error: unknown) => {
            console.error('Reading the signed-in user failed', error);
            setWarning('Google sign-in finished, but the session could not be read. Please try again.');
          });
      } else {
        const text = [result.message, result.code && `(${result.code})`].filter(Boolean).join(' ');
        console.warn('Google sign-in failed', text);
        setWarning(text || 'Google sign-in failed.');
      }
    };
    // A popup closed without an answer ends the attempt with a warning. The popup also closes itself right
    // after posting its answer, so give that message a moment to arrive before calling it abandoned.
    const closedPoll = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(closedPoll);
      window.setTimeout(() => {
        if (cleanup.current !== finish) return;
        finish();
        setWarning(popupClosedWarning);
      }, 400);
    }, 300);
    const finish = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(closedPoll);
      cleanup.current = null;
      setPending(false);
    };
    window.addEventListener('message', onMessage);
    cleanup.current = finish;
  }, [client, onConnected, readConfig, server]);

  return { start, pending, warning, dismissWarning: () => setWarning(null) };
}
