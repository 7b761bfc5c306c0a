// Counts the queries in flight and the subscriptions still waiting for their first result,
// so one overlay can show "data is loading" without any screen reporting it (mutations and background checks aside).
// An operation counts for at most `maxWaitMs`: a server that does not answer must not lock the screen.
import { ApolloLink } from '@apollo/client';
import { createContext, useContext } from 'react';
import { Observable } from 'rxjs';

export interface LoadingTracker {
  link: ApolloLink;
  subscribe(listener: () => void): () => void;
  isLoading(): boolean;
}

export function createLoadingTracker(maxWaitMs = 10_000): LoadingTracker {
  let pending = 0;
  const listeners = new Set<() => void>();
  const change = (delta: number) => {
    pending += delta;
    for (const listener of listeners) listener();
  };

  const link = new ApolloLink((operation, forward) => {
    // A check made while the user types (context `background: true`) is no loading screen.
    if (operation.operationType === 'mutation' || operation.getContext().background === true) return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      let settled = false;
      const settle = () => {
        if (settled) return;
        settled = true;
        clearTimeout(timeout);
        change(-1);
      };
      change(+1);
      const timeout = setTimeout(settle, maxWaitMs);
      const subscription = forward(operation).subscribe({
        next: (result) => {
          settle();
          observer.next(result);
        },
        error: (error: unknown) => {
          settle();
          observer.error(error);
        },
        complete: () => {
          settle();
          observer.complete();
        },
      });
      return () => {
        settle();
        subscription.unsubscribe();
      };
    });
  });

  return {
    link,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isLoading: () => pending > 0,
  };
}

/** The app's tracker, for the overlay (App provides it; the dashboard's AntdRoot shows it). */
export const LoadingTrackerContext = createContext<LoadingTracker | null>(null);

export function useLoadingTracker(): LoadingTracker {
  const tracker = useContext(LoadingTrackerContext);
  if (!tracker) throw new Error('No LoadingTrackerContext above this component');
  return tracker;
}
