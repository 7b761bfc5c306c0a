// The customer screens' dead ends (an unknown id, a failed load) in their own chunk: antd's Result, with its
// pictures, is fetched only when one is shown, not with every form and details screen.
import { lazy } from 'react';

export const CustomerNotFound = lazy(() => import('./CustomerNotFound.tsx').then((module) => ({ default: module.CustomerNotFound })));
export const CustomerLoadFailed = lazy(() => import('./CustomerLoadFailed.tsx').then((module) => ({ default: module.CustomerLoadFailed })));
