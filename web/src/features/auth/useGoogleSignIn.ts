// 'Login with Google': a popup at /auth/google/start that reports back with window.postMessage.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServer } from '../../shared/serverContext.tsx';
import { CurrentUserDocument } from './useCurrentUser.ts';

/**
 * The message the popup posts to its opener (same origin) when the OpenID flow ends.
 * The server's popup page sends `{ type: 'crm-google-sign-in', ok: true }` once the session cookie is set,
 * or `{ type: 'crm-google-sign-in', ok: false, message, code }` on failure.
 */
export const googleSignInMessageType = 'crm-google-sign-in';

type PopupMessage = { type: typeof googleSignInMessageType; ok: true } | { type: typeof googleSignInMessageType; ok: false; message?: string; code?: string };

function isPopupMessage(data: unknown): data is PopupMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === googleSignInMessageType;
}

export const notConfiguredWarning = 'Google sign-in is not configured on this server. Please log in with your email and password.';

export function useGoogleSignIn(onConnected: () => void) {
  const server = useServer();
  const client = useApolloClient();
  const [warning, setWarning] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const cleanup = useRef<(() => void) | null>(null);

  useEffect(() => () => cleanup.current?.(), []);

  const start = useCallback(async () => {
    setWarning(null);
    setPending(true);
    try {
      const response = await server.fetch(`${server.origin}/auth/google/config`, { credentials: 'same-origin' });
      const config = (await response.json()) as { configured?: unknown };
      if (config.configured !== true) {
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
      if (result.ok) {
        void client.query({ query: CurrentUserDocument, fetchPolicy: 'network-only' }).then(() => onConnected());
      } else {
        const text = [result.message, result.code && `(${result.code})`].filter(Boolean).join(' ');
        console.warn('Google sign-in failed', text);
        setWarning(text || 'Google sign-in failed.');
      }
    };
    // A popup closed without an answer simply ends the attempt.
    const closedPoll = window.setInterval(() => {
      if (popup.closed) finish();
    }, 500);
    const finish = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(closedPoll);
      cleanup.current = null;
      setPending(false);
    };
    window.addEventListener('message', onMessage);
    cleanup.current = finish;
  }, [client, onConnected, server]);

  return { start, pending, warning, dismissWarning: () => setWarning(null) };
}
