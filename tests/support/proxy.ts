// One address in front of several server processes, as a load balancer stands in front of them in production:
// HTTP requests and WebSocket upgrades go to the process a client sticks to (the `crm-backend` cookie, as a sticky
// load balancer's cookie), and to the next live one when that one is down or refuses the connection.
import http, { type IncomingMessage } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

export const backendCookie = 'crm-backend';

export interface Upgrade {
  backend: number;
  at: number;
  closedAt?: number;
}

export interface Proxy {
  url: string;
  port: number;
  /** The processes behind the address, by index; null for one that is down */
  backends: Array<string | null>;
  /** Each WebSocket upgrade in order: the backend it went to, when, and when it closed */
  upgrades: Upgrade[];
  close(): Promise<void>;
}

function preferredBackend(request: IncomingMessage): number {
  const match = new RegExp(`(?:^|;\\s*)${backendCookie}=(\\d+)`).exec(request.headers.cookie ?? '');
  return match ? Number(match[1]) : 0;
}

/** The backends to try for a request, its own first, then the others in order */
function candidates(proxy: Proxy, request: IncomingMessage): number[] {
  const first = preferredBackend(request);
  return [first, ...proxy.backends.keys()].filter(
    (index, at, all) => all.indexOf(index) === at && proxy.backends[index],
  );
}

/** Connects to the first candidate that accepts, or answers null when none does. */
async function connectToAny(proxy: Proxy, order: number[]): Promise<{ socket: net.Socket; index: number } | null> {
  for (const index of order) {
    const target = proxy.backends[index];
    if (!target) continue;
    const { hostname, port } = new URL(target);
    const socket = await new Promise<net.Socket | null>((resolve) => {
      const attempt = net.connect({ host: hostname, port: Number(port) });
      attempt.once('connect', () => resolve(attempt));
      attempt.once('error', () => resolve(null));
    });
    if (socket) return { socket, index };
  }
  return null;
}

function rawHead(request: IncomingMessage): string {
  const lines = [`${request.method} ${request.url} HTTP/1.1`];
  for (let i = 0; i < request.rawHeaders.length; i += 2)
    lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** Starts the proxy on a free loopback port with no backends yet (their public URL names the proxy's own). */
export async function startProxy(): Promise<Proxy> {
  const open = new Set<Duplex>();
  const track = (socket: Duplex) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      // Each request on a connection of its own to the backend, so one that stopped is never reused.
      const tryNext = (order: number[]) => {
        const index = order[0];
        const target = index === undefined ? undefined : proxy.backends[index];
        if (index === undefined || !target) {
          response.writeHead(502).end('no backend answers');
          return;
        }
        const forward = http.request(
          target + request.url,
          { method: request.method, headers: request.headers, agent: false },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
            answer.pipe(response);
          },
        );
        forward.once('error', (error: NodeJS.ErrnoException) => {
          if (!response.headersSent && error.code === 'ECONNREFUSED') tryNext(order.slice(1));
          else response.destroy();
        });
        forward.end(body);
      };
      tryNext(candidates(proxy, request));
    });
  });
  server.on('connection', track);
  server.on('upgrade', (request: IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    void connectToAny(proxy, candidates(proxy, request)).then((connected) => {
      if (!connected) {
        client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
        return;
      }
      const { socket, index } = connected;
      track(socket);
      const upgrade: Upgrade = { backend: index, at: Date.now() };
      proxy.upgrades.push(upgrade);
      socket.once('close', () => (upgrade.closedAt = Date.now()));
      socket.write(rawHead(request));
      if (head.length) socket.write(head);
      socket.pipe(client).pipe(socket);
      socket.once('close', () => client.destroy());
      client.once('close', () => socket.destroy());
      socket.on('error', () => client.destroy());
      client.on('error', () => socket.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const proxy: Proxy = {
    url: `http://127.0.0.1:${port}`,
    port,
    backends: [],
    upgrades: [],
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}
