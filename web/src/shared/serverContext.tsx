// Where the API server lives and how to reach it: the page's own origin in the browser, a test server in jest.
import { createContext, useContext, type ReactNode } from 'react';

export interface ServerAccess {
  /** Origin of the API server, '' for the page's own origin. */
  origin: string;
  fetch: typeof fetch;
}

const browserAccess: ServerAccess = {
  origin: '',
  fetch: (input, init) => globalThis.fetch(input, init),
};

const ServerContext = createContext<ServerAccess>(browserAccess);

export function ServerProvider({ access, children }: { access?: ServerAccess; children: ReactNode }) {
  return <ServerContext.Provider value={access ?? browserAccess}>{children}</ServerContext.Provider>;
}

export function useServer(): ServerAccess {
  return useContext(ServerContext);
}
