// jsdom for the components, plus what jsdom lacks for talking to a real Staff CRM server:
// Node's fetch, and servers started in Node's own realm (express and ws do not run inside jsdom).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-jsdom');

const root = path.resolve(__dirname, '..', '..', '..');

class CrmWebEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.servers = new Set();
  }

  async setup() {
    await super.setup();
    process.env.CRM_LOG_QUIET = 'true';
    const servers = this.servers;
    // The server's code is loaded here, before the file's first hook: on a busy machine, loading it inside a test
    // file's beforeAll took that hook past its 30 s (a full run saw it).
    const { tsImport } = await import('tsx/esm/api');
    const [{ testPasswordCost }, ...modules] = await Promise.all([
      tsImport(path.join(root, 'tests', 'support', 'testPasswordCost.ts'), __filename),
      tsImport(path.join(root, 'server', 'crm.ts'), __filename),
      tsImport(path.join(root, 'server', 'config.ts'), __filename),
      tsImport(path.join(root, 'server', 'stores', 'sqlite', 'database.ts'), __filename),
      tsImport(path.join(root, 'server', 'stores', 'sqlite', 'sqliteWorkerStore.ts'), __filename),
    ]);
    this.global.nodeFetch = fetch;
    // react-router encodes with these at load time; jsdom has neither.
    this.global.TextEncoder ??= TextEncoder;
    this.global.TextDecoder ??= TextDecoder;
    // The data router makes a Request of every navigation, with its own AbortController's signal: Node's, together.
    this.global.Request = Request;
    this.global.Headers ??= Headers;
    this.global.AbortController = AbortController;
    this.global.AbortSignal = AbortSignal;
    this.global.crmTestServers = {
      /**
       * options.env: extra configuration (e.g. CRM_OIDC_CLIENT_ID); options.workers: the workers to start with,
       * written before the server opens the data folder (then no demo workers are seeded).
       */
      async start(options = {}) {
        const [{ startCrm }, { readConfig }, { openDatabase }, { SqliteWorkerStore }] = modules;
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-web-test-'));
        if (options.workers) {
          const db = openDatabase(dataDir);
          new SqliteWorkerStore(db).put(options.workers);
          db.close();
        }
        const crm = await startCrm(
          readConfig({ ...options.env, PORT: '0', CRM_DATA_DIR: dataDir, CRM_LOG_QUIET: 'true' }),
          {
            throttle: { perIp: 10_000, perAccount: 10_000, windowMs: 60_000 },
            passwordCost: testPasswordCost,
          },
        );
        const server = {
          url: crm.url,
          close: async () => {
            if (!servers.delete(server)) return;
            await crm.close();
            fs.rmSync(dataDir, { recursive: true, force: true });
          },
        };
        servers.add(server);
        return { url: server.url, close: server.close };
      },
    };
  }

  async teardown() {
    await Promise.all([...this.servers].map((server) => server.close()));
    await super.teardown();
  }
}

module.exports = CrmWebEnvironment;
