import { useEffect, useState, useSyncExternalStore } from 'react';
import { useScreenLoadingShown } from '../shared/ScreenLoading.tsx';
import type { LoadingTracker } from './loadingTracker.ts';
import { FormattedMessage } from 'react-intl';

/** How long data may take before the overlay shows, so quick answers never flash it. */
const delayMs = 250;

/**
 * One overlay while data loads. Plain elements rendered as antd's full-screen spinner (app.css), so the
 * dashboard's first paint waits for none of antd's code.
 */
export function GlobalLoadingOverlay({ tracker }: { tracker: LoadingTracker }) {
  const loading = useSyncExternalStore(tracker.subscribe, tracker.isLoading, tracker.isLoading);
  const [shown, setShown] = useState(false);
  // A screen's own spinner already says something is loading: one indicator at a time.
  const screenLoading = useScreenLoadingShown();
  useEffect(() => {
    if (!loading) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- hidden at once when loading ends; showing waits
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!shown || screenLoading) return null;
  return (
    <div className="loading-overlay" role="status">
      <span className="page-spinner-ring" aria-hidden="true" />
      <span className="loading-overlay-text">
        <FormattedMessage
          defaultMessage="Loading…"
          id="Oc/o99"
          description="Overlay shown while a screen's data loads"
        />
      </span>
    </div>
  );
}
