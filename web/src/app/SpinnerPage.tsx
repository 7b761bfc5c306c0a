import { ScreenLoading } from '../shared/ScreenLoading.tsx';

/** 'dashboard/spinner': the spec shows only a spinner here, the one every screen shows while it loads. */
export function SpinnerPage() {
  return <ScreenLoading />;
}
