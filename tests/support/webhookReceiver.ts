// Real HTTP receivers on port 0: one that checks every delivery with the Standard Webhooks library, as receivers do,
// and slow ones (silent, trickling) that hold a delivery as broken receivers do.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  id: string;
  type: string;
  timestamp: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any event type's payload, read field by field
  data: Record<string, any>;
  /** Whether the signature verified with the endpoint's secret (false until the secret is known, or when it failed) */
  verified: boolean;
  /** The status this receiver answered with */
  answered: number;
}

export interface WebhookReceiver {
  url: string;
  /** Every request, in the order it arrived */
  received: ReceivedWebhook[];
  /** The status to answer the next request with (200 unless changed) */
  answer: (request: ReceivedWebhook) => number;
  /** Set once the webhook is made, to verify what arrives */
  secret: string | null;
  /** Resolves once `predicate` holds for what has arrived, or fails after `timeoutMs` */
  until(predicate: (received: ReceivedWebhook[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const waiters = new Set<() => void>();
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    answer: () => 200,
    secret: null,
    until(predicate, timeoutMs = 15_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!predicate(receiver.received)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `the receiver did not get what was expected in ${timeoutMs} ms (got ${receiver.received.length}: ${receiver.received.map((r) => r.type).join(', ')})`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = request.headers as Record<string, string>;
      let verified = false;
      if (receiver.secret) {
        try {
          new Webhook(receiver.secret).verify(body, headers);
          verified = true;
        } catch {
          verified = false;
        }
      }
      const parsed = JSON.parse(body) as { type: string; timestamp: string; data: Record<string, unknown> };
      const entry: ReceivedWebhook = { id: headers['webhook-id']!, ...parsed, verified, answered: 0 };
      entry.answered = receiver.answer(entry);
      receiver.received.push(entry);
      response
        .writeHead(entry.answered, { 'content-type': 'text/plain' })
        .end(entry.answered < 300 ? 'thanks' : 'not now');
      for (const waiter of [...waiters]) waiter();
    });
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}

/** How a slow receiver treats a delivery: answers it at once, holds it without a byte, or answers a byte at a time. */
export type SlowReceiverMode = 'answer' | 'silent' | 'trickle';

export interface SlowReceiver {
  url: string;
  mode: SlowReceiverMode;
  /** Requests that arrived */
  arrived: number;
  /** Requests still open: held silent, or trickling, and not cut by the sender */
  hanging: number;
  /** Answers 200 to every request held silent */
  release(): void;
  /** Resolves once `predicate` holds, or fails after `timeoutMs` */
  until(predicate: (receiver: SlowReceiver) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A receiver on port 0 that is slow in the ways real ones are; it never verifies, only counts and holds. */
export async function startSlowReceiver(mode: SlowReceiverMode, trickleEveryMs = 200): Promise<SlowReceiver> {
  const held: http.ServerResponse[] = [];
  const receiver: SlowReceiver = {
    url: '',
    mode,
    arrived: 0,
    hanging: 0,
    release: () => {
      for (const response of held.splice(0)) response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    },
    async until(predicate, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(receiver)) {
        if (Date.now() > deadline)
          throw new Error(
            `the slow receiver did not get there in ${timeoutMs} ms (arrived ${receiver.arrived}, hanging ${receiver.hanging})`,
          );
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      receiver.arrived += 1;
      receiver.hanging += 1;
      response.on('close', () => (receiver.hanging -= 1));
      if (receiver.mode === 'answer') return response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
      if (receiver.mode === 'silent') return held.push(response);
      response.writeHead(200, { 'content-type': 'text/plain' });
      const trickle = setInterval(() => response.write('.'), trickleEveryMs);
      response.on('close', () => clearInterval(trickle));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}
