// Sends one webhook event over HTTP(S), signed the Standard Webhooks way, and only to addresses it may reach.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Webhook as Signer } from 'standardwebhooks';
import { webhookBody, webhookResponseKeep, type WebhookEvent } from '../domain/webhooks/webhook.ts';
import type { WebhookSendResult, WebhookSender } from '../domain/webhooks/webhookDelivery.ts';
import { webhookLimits } from '../limits.ts';
import { isPrivateAddress } from './webhookAddresses.ts';

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Why a webhook may not be sent to this URL, or null when it may: an http(s) URL whose host is not (and does not
 * resolve to) an address a public service could not be at (webhookAddresses.ts), unless those are allowed.
 */
export async function webhookUrlProblem(raw: string, allowPrivate: boolean): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a full URL starting with https:// or http://';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'Enter a full URL starting with https:// or http://';
  if (url.username || url.password) return 'Leave user names and passwords out of the URL';
  if (allowPrivate) return null;
  const host = hostOf(url);
  const addresses = isIP(host)
    ? [host]
    : await dns.promises.lookup(host, { all: true }).then(
        (found) => found.map(({ address }) => address),
        () => null,
      );
  if (!addresses) return 'This host name could not be found';
  if (addresses.some(isPrivateAddress)) return 'Webhooks cannot be sent to private or loopback addresses';
  return null;
}

/** dns.lookup that refuses private addresses, so a name that changes what it points to cannot reach them either. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, found) => {
    if (error) return callback(error, '', 0);
    const addresses = found as dns.LookupAddress[];
    const refused = addresses.find(({ address }) => isPrivateAddress(address));
    if (refused || !addresses.length)
      return callback(Object.assign(new Error('refused: a private or loopback address'), { code: 'EPRIVATE' }), '', 0);
    if (options.all)
      return (callback as unknown as (error: null, addresses: dns.LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

export interface WebhookSenderOptions {
  allowPrivate: boolean;
  /** The whole attempt, connecting to the answer's last byte (limits.ts's webhookLimits.attemptDeadlineMs) */
  deadlineMs?: number;
}

export function httpWebhookSender({
  allowPrivate,
  deadlineMs = webhookLimits.attemptDeadlineMs,
}: WebhookSenderOptions): WebhookSender {
  const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
  return {
    async send(target, event: WebhookEvent): Promise<WebhookSendResult> {
      const started = Date.now();
      const body = webhookBody(event);
      const signature = new Signer(target.secret).sign(event.id, new Date(started), body);
      const url = new URL(target.url);
      const failed = (why: string): WebhookSendResult => ({
        status: null,
        durationMs: Date.now() - started,
        ok: false,
        response: why,
      });
      if (!allowPrivate && isIP(hostOf(url)) && isPrivateAddress(hostOf(url)))
        return failed('Refused: a private or loopback address');
      const secure = url.protocol === 'https:';
      return new Promise<WebhookSendResult>((resolve) => {
        let settled = false;
        const settle = (result: WebhookSendResult) => {
          if (settled) return;
          settled = true;
          clearTimeout(deadline);
          resolve(result);
        };
        const request = (secure ? https : http).request(
          url,
          {
            method: 'POST',
            agent: secure ? agents.https : agents.http,
            lookup: allowPrivate ? undefined : publicLookup,
            headers: {
              'content-type': 'application/json',
              'user-agent': 'Staff-CRM-Webhooks',
              'webhook-id': event.id,
              'webhook-timestamp': String(Math.floor(started / 1000)),
              'webhook-signature': signature,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            let kept = 0;
            response.on('data', (chunk: Buffer) => {
              if (kept < webhookResponseKeep) chunks.push(chunk);
              kept += chunk.length;
            });
            response.on('end', () => {
              const status = response.statusCode ?? null;
              const text = Buffer.concat(chunks).subarray(0, webhookResponseKeep).toString('utf8');
              settle({
                status,
                durationMs: Date.now() - started,
                ok: status !== null && status >= 200 && status < 300,
                response: text || null,
              });
            });
            response.on('error', () => settle(failed('The answer broke off')));
          },
        );
        // A total deadline, not an idle timeout: a receiver that answers a byte at a time is cut here too.
        const deadline = setTimeout(() => {
          settle(failed('No answer in time'));
          request.destroy();
        }, deadlineMs);
        request.on('error', (error: NodeJS.ErrnoException) =>
          settle(
            failed(
              error.code === 'EPRIVATE'
                ? 'Refused: a private or loopback address'
                : `Could not connect (${error.code ?? 'error'})`,
            ),
          ),
        );
        request.end(body);
      });
    },
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
