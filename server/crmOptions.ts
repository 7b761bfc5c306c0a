// What a caller of startCrm (crm.ts) may set beyond the config: tests and benches shorten or lengthen timings.
import type { ThrottleLimits } from './domain/accounts/throttle.ts';
import type { TaskOptions } from './crmTasks.ts';
import type { ApiBudgetOptions } from './http/apiBudget.ts';
import type { SocketTimings } from './http/graphqlSocket.ts';
import type { PasswordCost } from './identity/local/passwords.ts';

export interface CrmOptions {
  throttle?: ThrottleLimits;
  /** Socket keep-alive and slow-reader timings (server/limits.ts unless a test needs them sooner) */
  socketTimings?: SocketTimings;
  /** Request budgets over a shorter window (tests) or far larger (benches that load the server) */
  apiBudget?: ApiBudgetOptions;
  /** The retention purge's clock and interval (tests move the clock instead of waiting days) */
  retention?: { now?: () => number; intervalMs?: number };
  tasks?: TaskOptions;
  /** scrypt's cost for new local password hashes: OWASP's unless a test server asks for a light one */
  passwordCost?: PasswordCost;
}
