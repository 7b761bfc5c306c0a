// The server for the soak, as `npm start` runs it, in its own process on a free port.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { sleep } from '../support/crmServer.ts';

export interface Server {
  url: string;
  child: ChildProcess;
  rssMb(): number;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer(dataDir: string, port?: number): Promise<Server> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      CRM_DATA_DIR: dataDir,
      CRM_LOG_QUIET: 'true',
      CRM_API_RATE_PER_MINUTE: '10000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', () => undefined);
  const url = `http://127.0.0.1:${listenPort}`;
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      await sleep(100);
    }
  }
  return {
    url,
    child,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024,
  };
}

export function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}

// ---- a seeded PRNG ------------------------------------------------------------------------------------------
