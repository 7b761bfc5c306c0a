// The server ending the session (a request answered UNAUTHENTICATED, or the live socket closed with 4401),
// as screens hear of it: app/apolloClient.ts notices, App provides, a screen listens while it is mounted.
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

import { sessionEndMessages, type SessionEndReason } from '../../../server/domain/errors.ts';

/** Why the session ended, when the server said it (the UNAUTHENTICATED error's reason, or the 4401 close's). */
export type EndReason = SessionEndReason | null;

/** A reason as the server sent it, kept only when it is one the app knows. */
export function endReasonOf(value: unknown): EndReason {
  return typeof value === 'string' && value in sessionEndMessages ? (value as SessionEndReason) : null;
}

type Subscribe = (listener: (reason: EndReason) => void) => () => void;

const SessionEndedContext = createContext<Subscribe>(() => () => undefined);

export function SessionEndedProvider({ subscribe, children }: { subscribe: Subscribe; children: ReactNode }) {
  return <SessionEndedContext.Provider value={subscribe}>{children}</SessionEndedContext.Provider>;
}

/** Calls `onEnded` each time the server ends the session while the caller is mounted. */
export function useSessionEnded(onEnded: (reason: EndReason) => void): void {
  const subscribe = useContext(SessionEndedContext);
  const latest = useRef(onEnded);
  useEffect(() => {
    latest.current = onEnded;
  });
  useEffect(() => subscribe((reason) => latest.current(reason)), [subscribe]);
}
