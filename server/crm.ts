// Composition root: picks the adapters named by the config and starts the server on them.
import type { Config } from './config.ts';
import { AccountService } from './domain/accounts/accountService.ts';
import { defaultThrottleLimits, type ThrottleLimits } from './domain/accounts/throttle.ts';
import { CustomerService } from './domain/customers/customerService.ts';
import { WorkerService } from './domain/workers/workerService.ts';
import { createSchema } from './graphql/schema.ts';
import { startHttpServer } from './http/server.ts';
import { LocalIdentity } from './identity/local/localIdentity.ts';
import { log } from './log.ts';
import type { Services } from './services.ts';
import { openDatabase } from './stores/sqlite/database.ts';
import { seedDemoWorkers } from './stores/sqlite/demoWorkers.ts';
import { SqliteCustomerStore } from './stores/sqlite/sqliteCustomerStore.ts';
import { SqliteWorkerStore } from './stores/sqlite/sqliteWorkerStore.ts';

export interface RunningCrm {
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface CrmOptions {
  throttle?: ThrottleLimits;
}

export async function startCrm(config: Config, options: CrmOptions = {}): Promise<RunningCrm> {
  if (config.store !== 'sqlite' || config.auth !== 'local') {
    throw new Error(`CRM_STORE=${config.store} with CRM_AUTH=${config.auth} is not available in this build yet; use sqlite and local.`);
  }
  const db = openDatabase(config.dataDir);
  try {
    const workerStore = new SqliteWorkerStore(db);
    if (config.seedDemo && workerStore.count() === 0) {
      const seeded = seedDemoWorkers(workerStore);
      log.info(`seeded ${seeded} demo workers`);
    }
    const services: Services = {
      accounts: new AccountService(new LocalIdentity(db), {
        signupEmailDomains: config.signupEmailDomains,
        throttle: options.throttle ?? defaultThrottleLimits,
      }),
      customers: new CustomerService(new SqliteCustomerStore(db)),
      workers: new WorkerService(workerStore),
    };
    const server = await startHttpServer({ config, schema: createSchema(), services });
    log.info(`Staff CRM listening on ${server.url} (public URL ${config.publicUrl}); store: SQLite at ${db.name}; accounts: local`);
    return {
      url: server.url,
      port: server.port,
      close: async () => {
        await server.close();
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
