// The server ending the session (a request answered UNAUTHENTICATED, or the live socket closed with 4401),
// as screens hear of it: app/apolloClient.ts notices, App provides, a screen listens while it is mounted.
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

type Subscribe = (listener: () => void) => () => void;

const SessionEndedContext = createContext<Subscribe>(() => () => undefined);

export function SessionEndedProvider({ subscribe, children }: { subscribe: Subscribe; children: ReactNode }) {
  return <SessionEndedContext.Provider value={subscribe}>{children}</SessionEndedContext.Provider>;
}

/** Calls `onEnded` each time the server ends the session while the caller is mounted. */
export function useSessionEnded(onEnded: () => void): void {
  const subscribe = useContext(SessionEndedContext);
  const latest = useRef(onEnded);
  useEffect(() => {
    latest.current = onEnded;
  });
  useEffect(() => subscribe(() => latest.current()), [subscribe]);
}
