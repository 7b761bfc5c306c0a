// The customer screens' two error states (an unknown id, a failed load) in their own chunk: antd's Result, with its
// pictures, and antd's providers are fetched only when one is shown, not with every form and details screen.
import { antdIsland } from '../../shared/AntdIsland.tsx';

export const CustomerNotFound = antdIsland(
  () => import('./CustomerNotFound.tsx'),
  (module) => module.CustomerNotFound,
);
export const CustomerLoadFailed = antdIsland(
  () => import('./CustomerLoadFailed.tsx'),
  (module) => module.CustomerLoadFailed,
);
