import { Spin } from 'antd';
import { useSyncExternalStore } from 'react';
import type { LoadingTracker } from './loadingTracker.ts';

/** SPEC §2: one overlay while data loads (after a short delay, so quick answers never flash it). */
export function GlobalLoadingOverlay({ tracker }: { tracker: LoadingTracker }) {
  const loading = useSyncExternalStore(tracker.subscribe, tracker.isLoading, tracker.isLoading);
  return <Spin fullscreen spinning={loading} delay={250} size="large" description="Loading…" />;
}
