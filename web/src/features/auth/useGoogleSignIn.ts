// 'Login with Google': a popup at /auth/google/start that reports back with window.postMessage.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { GoogleSignInConfig, GoogleSignInMessage } from '../../../../server/domain/accounts/account.ts';
import { useServer } from '../../shared/serverContext.tsx';
import { CurrentUserDocument } from './useCurrentUser.ts';
import { reportError } from '../../shared/reportError.ts';

const googleSignInMessageType: GoogleSignInMessage['type'] = 'crm-google-sign-in';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** What the server's popup page posts once the OpenID flow ends (the session cookie is set when `ok`). */
function isGoogleSignInMessage(data: unknown): data is GoogleSignInMessage {
  if (!isRecord(data) || data['type'] !== googleSignInMessageType) return false;
  if (data['ok'] === true) {
    const user = data['user'];
    return isRecord(user) && typeof user['uid'] === 'string' && typeof user['email'] === 'string';
  }
  return data['ok'] === false && typeof data['message'] === 'string' && typeof data['code'] === 'string';
}

function toConfig(body: unknown): GoogleSignInConfig {
  const configured = isRecord(body) && body['configured'] === true;
  const origin = isRecord(body) && typeof body['origin'] === 'string' ? body['origin'] : '';
  if (configured && !origin) throw new Error('GET /auth/google/config named no origin for the popup');
  return { configured, origin };
}

const warnings = defineMessages({
  popupClosed: {
    defaultMessage: 'The Google sign-in window was closed before signing in. Please try again.',
    id: '811sdl',
    description: 'Login screen: the Google popup was closed without signing in',
  },
  notConfigured: {
    defaultMessage: 'Google sign-in is not configured on this server. Please log in with your email and password.',
    id: 'Rt7S+h',
    description: 'Login screen: the server has no Google sign-in',
  },
  unavailable: {
    defaultMessage: 'Google sign-in is not available right now. Please try again later.',
    id: 'zpXfRF',
    description: "Login screen: the server's Google sign-in settings could not be read",
  },
  popupBlocked: {
    defaultMessage: 'The Google sign-in popup was blocked by the browser. Allow popups for this site and try again.',
    id: 'lV6WWm',
    description: 'Login screen: the browser blocked the Google popup',
  },
});

/**
 * What the alert under the Google button says: the app's own words, or the provider's refusal (its English message,
 * told in the page's language where it is known, then its code). The component words it, so this hook needs no intl.
 */
export type GoogleWarning = { message: MessageDescriptor } | { refused: string; code: string };

/** One popup's listeners; stopping it leaves `pending` to whoever owns the attempt. */
interface Attempt {
  stop(): void;
}

export function useGoogleSignIn(onConnected: () => void, onSecondFactor?: (challenge: string) => void) {
  const server = useServer();
  const client = useApolloClient();
  const [warning, setWarning] = useState<GoogleWarning | null>(null);
  const [pending, setPending] = useState(false);
  const current = useRef<Attempt | null>(null);

  useEffect(() => () => current.current?.stop(), []);

  // Asked once on mount, so a click can open the popup at once (browsers block popups opened later).
  const config = useRef<Promise<GoogleSignInConfig> | null>(null);
  const readConfig = useCallback(() => {
    config.current ??= server
      .fetch(`${server.origin}/auth/google/config`, { credentials: 'same-origin' })
      .then(async (response) => toConfig(await response.json()))
      .catch((error: unknown) => {
        config.current = null;
        throw error;
      });
    return config.current;
  }, [server]);
  useEffect(() => {
    readConfig().catch(() => undefined);
  }, [readConfig]);

  const start = useCallback(async () => {
    setWarning(null);
    setPending(true);
    // A start that goes no further leaves an earlier popup, if one is still open, in charge of `pending`.
    const giveUp = (message: MessageDescriptor) => {
      setWarning({ message });
      setPending(current.current !== null);
    };
    let expectedOrigin: string;
    try {
      const { configured, origin } = await readConfig();
      if (!configured) return giveUp(warnings.notConfigured);
      // The server posts to this exact origin, and the answer comes from its own popup page there.
      expectedOrigin = origin;
    } catch (error) {
      reportError('Google sign-in configuration could not be read', error);
      return giveUp(warnings.unavailable);
    }

    // Opened from an invitation link, the popup carries its token: an invited address joins only through its link.
    const invitation = new URLSearchParams(window.location.search).get('invitation');
    const startUrl = `${server.origin}/auth/google/start${invitation ? `?invitation=${encodeURIComponent(invitation)}` : ''}`;
    const popup = window.open(startUrl, 'crm-google-sign-in', 'popup,width=480,height=640');
    if (!popup) return giveUp(warnings.popupBlocked);

    // The popup window is reused by name, so an earlier attempt's listeners go; its end must not touch `pending`.
    current.current?.stop();
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== expectedOrigin || !isGoogleSignInMessage(event.data)) return;
      finish();
      const result = event.data;
      if (result.ok) {
        // The popup says who signed in: no round trip before 'You connected!' (the login check fetches from the server
        // again, and brings the role; until then the screens offer only what every role may do).
        client.writeQuery({
          query: CurrentUserDocument,
          data: { me: { uid: result.user.uid, email: result.user.email, role: null, mustEnrolSecondFactor: null } },
        });
        onConnected();
      } else if (result.challenge && onSecondFactor) {
        onSecondFactor(result.challenge);
      } else {
        console.warn('Google sign-in failed', `${result.message} (${result.code})`);
        setWarning({ refused: result.message, code: result.code });
      }
    };
    // A popup closed without an answer ends the attempt with a warning. The popup also closes itself right
    // after posting its answer, so give that message a moment to arrive before calling it abandoned.
    let abandonTimer: number | undefined;
    const closedPoll = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(closedPoll);
      abandonTimer = window.setTimeout(() => {
        finish();
        setWarning({ message: warnings.popupClosed });
      }, 400);
    }, 300);
    const attempt: Attempt = {
      stop: () => {
        window.removeEventListener('message', onMessage);
        window.clearInterval(closedPoll);
        window.clearTimeout(abandonTimer);
      },
    };
    const finish = () => {
      attempt.stop();
      if (current.current !== attempt) return;
      current.current = null;
      setPending(false);
    };
    window.addEventListener('message', onMessage);
    current.current = attempt;
  }, [client, onConnected, onSecondFactor, readConfig, server]);

  return { start, pending, warning, dismissWarning: () => setWarning(null) };
}
