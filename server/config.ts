// Every environment variable the server reads, parsed and checked in one place (docs/configuration.md).
import path from 'node:path';
import proxyAddr from 'proxy-addr';
import { defaultPhoneRegion, isPhoneRegion, type PhoneRegion } from './domain/phones.ts';
import { projectRoot } from './paths.ts';
import { defaultRetrySeconds } from './domain/webhooks/webhook.ts';
import { webhookLimits } from './limits.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  store: 'sqlite' | 'firestore';
  auth: 'local' | 'firebase';
  seedDemo: boolean;
  /** The origin users open; null when PORT is 0 and none was given (then it is derived once listening) */
  publicUrl: string | null;
  allowedOrigins: string[];
  /** Seeds the team's sign-up policy (DOMAINS) on its first start; afterwards the policy lives in the store */
  signupEmailDomains: string[];
  /** Outgoing mail for invitations and address confirmations; null: admins copy the links */
  smtp: { url: string; from: string } | null;
  /** CRM_DIGEST_HOUR: the hour (0–23, the team's time zone) the daily task digest goes out, with SMTP set up */
  digestHour: number;
  /** Region of phone numbers written without a country code (libphonenumber-js) */
  phoneRegion: PhoneRegion;
  /** express's 'trust proxy': false (the socket's address is the client), a hop count, or the proxies' addresses */
  trustProxy: false | number | string[];
  firebaseApiKey: string | undefined;
  firebaseAuthEmulatorHost: string | undefined;
  oidc: { issuer: string; clientId: string | undefined; clientSecret: string | undefined };
  /** Folder of the built web app, served at / when it exists */
  webDir: string;
  /** GET /metrics needs `Authorization: Bearer <this>` (CRM_METRICS_TOKEN) */
  metricsToken: string | undefined;
  /** GET /metrics is served on this port only (CRM_METRICS_PORT); with neither, /metrics is not served */
  metricsPort: number | undefined;
  /**
   * Scheduled, verified backups of the embedded store (CRM_BACKUP_DIR,
   * CRM_BACKUP_EVERY, CRM_BACKUP_KEEP); none without a folder
   */
  backup: { dir: string; everyMs: number; keep: number } | null;
  /**
   * Where traces go over OTLP/HTTP: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT,
   * or OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces; none: no traces
   */
  otlpTracesUrl: string | undefined;
  /** OTEL_SERVICE_NAME, default staff-crm */
  otelServiceName: string;
  /** Webhooks may go to private and loopback addresses (CRM_WEBHOOKS_ALLOW_PRIVATE; tests) */
  webhooksAllowPrivate: boolean;
  /**
   * Seconds between attempts at one webhook event
   * (CRM_WEBHOOK_RETRY_SECONDS); when they run out, the webhook is disabled
   */
  webhookRetrySeconds: readonly number[];
  /** How long one attempt to deliver a webhook may take in all (CRM_WEBHOOK_DEADLINE_SECONDS; default limits.ts's) */
  webhookDeadlineMs: number;
  /** Request budget per API key and per session, per minute (CRM_API_RATE_PER_MINUTE) */
  apiRatePerMinute: number;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function oneOf<T extends string>(env: Env, name: string, choices: readonly T[], fallback: T): T {
  const value = env[name]?.trim() || fallback;
  if (!(choices as readonly string[]).includes(value)) {
    throw new ConfigError(name, `must be one of ${choices.join(', ')} (got ${JSON.stringify(value)})`);
  }
  return value as T;
}

function phoneRegion(env: Env): PhoneRegion {
  const value = env.CRM_DEFAULT_REGION?.trim().toUpperCase() || defaultPhoneRegion;
  if (!isPhoneRegion(value))
    throw new ConfigError(
      'CRM_DEFAULT_REGION',
      `must be a two-letter region code such as US or IL (got ${JSON.stringify(value)})`,
    );
  return value;
}

function port(env: Env, name = 'PORT'): number {
  const raw = env.PORT?.trim() || '4000';
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > 65535)
    throw new ConfigError(name, `must be a port number 0-65535 (got ${JSON.stringify(raw)})`);
  return value;
}

const durationUnits: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** 90s, 30m, 24h, 7d: at least a second. */
function duration(env: Env, name: string, fallback: string): number {
  const raw = env[name]?.trim() || fallback;
  const match = /^(\d+)(s|m|h|d)$/.exec(raw);
  const ms = match ? Number(match[1]) * durationUnits[match[2]!]! : 0;
  if (ms < 1000 || ms > 2 ** 31 - 1)
    throw new ConfigError(
      name,
      `must be a duration such as 30m, 24h or 7d, from 1s to 24d (got ${JSON.stringify(raw)})`,
    );
  return ms;
}

function count(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim() || String(fallback);
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 10_000)
    throw new ConfigError(name, `must be a whole number from 1 to 10000 (got ${JSON.stringify(raw)})`);
  return Number(raw);
}

function digestHour(env: Env): number {
  const raw = env.CRM_DIGEST_HOUR?.trim() || '7';
  if (!/^\d{1,2}$/.test(raw) || Number(raw) > 23)
    throw new ConfigError('CRM_DIGEST_HOUR', `must be a whole hour from 0 to 23 (got ${JSON.stringify(raw)})`);
  return Number(raw);
}

function retrySeconds(env: Env): readonly number[] {
  const raw = env.CRM_WEBHOOK_RETRY_SECONDS?.trim();
  if (!raw) return defaultRetrySeconds;
  const waits = raw.split(',').map((item) => Number(item.trim()));
  if (waits.some((wait) => !Number.isFinite(wait) || wait < 0 || wait > 7 * 86_400)) {
    throw new ConfigError(
      'CRM_WEBHOOK_RETRY_SECONDS',
      `must be comma-separated seconds from 0 to 604800, such as 5,300,1800 (got ${JSON.stringify(raw)})`,
    );
  }
  return waits;
}

function webhookDeadlineMs(env: Env): number {
  const raw = env.CRM_WEBHOOK_DEADLINE_SECONDS?.trim();
  if (!raw) return webhookLimits.attemptDeadlineMs;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0.1 || seconds > 60) {
    throw new ConfigError(
      'CRM_WEBHOOK_DEADLINE_SECONDS',
      `must be seconds from 0.1 to 60, such as 10 (got ${JSON.stringify(raw)})`,
    );
  }
  return Math.round(seconds * 1000);
}

function otlpTracesUrl(env: Env): string | undefined {
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  const [name, url] = traces
    ? ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', traces]
    : base
      ? ['OTEL_EXPORTER_OTLP_ENDPOINT', `${base.replace(/\/+$/, '')}/v1/traces`]
      : [null, null];
  if (!name || !url) return undefined;
  if (!/^https?:\/\/[^/]/.test(url))
    throw new ConfigError(name, `must be an http(s) URL (got ${JSON.stringify(traces ?? base)})`);
  return url;
}

function metricsToken(env: Env): string | undefined {
  const token = env.CRM_METRICS_TOKEN?.trim();
  if (!token) return undefined;
  // A scraper's secret: short ones are guessed.
  if (token.length < 16) throw new ConfigError('CRM_METRICS_TOKEN', 'must be at least 16 characters');
  return token;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false (got ${JSON.stringify(raw)})`);
}

function origin(name: string, raw: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return url.origin;
  } catch {
    throw new ConfigError(name, `must be an http(s) URL (got ${JSON.stringify(raw)})`);
  }
}

function list(env: Env, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function trustProxy(env: Env): Config['trustProxy'] {
  const raw = env.CRM_TRUST_PROXY?.trim() ?? '';
  if (!raw || raw === 'none' || raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const proxies = list(env, 'CRM_TRUST_PROXY');
  try {
    proxyAddr.compile(proxies);
  } catch {
    throw new ConfigError(
      'CRM_TRUST_PROXY',
      `must be none, a hop count, or proxy addresses, subnets, loopback, linklocal or uniquelocal, comma-separated (got ${JSON.stringify(raw)})`,
    );
  }
  return proxies;
}

export function readConfig(env: Env = process.env, root = projectRoot()): Config {
  const listenPort = port(env);
  const publicUrlRaw = env.CRM_PUBLIC_URL?.trim();
  const publicUrl = publicUrlRaw
    ? origin('CRM_PUBLIC_URL', publicUrlRaw)
    : listenPort
      ? `http://localhost:${listenPort}`
      : null;
  const domains = list(env, 'CRM_SIGNUP_EMAIL_DOMAINS').map((domain) => domain.toLowerCase().replace(/^@/, ''));
  for (const domain of domains) {
    if (!/^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain))
      throw new ConfigError('CRM_SIGNUP_EMAIL_DOMAINS', `${JSON.stringify(domain)} is not a domain`);
  }
  const auth = oneOf(env, 'CRM_AUTH', ['local', 'firebase'], 'local');
  const firebaseApiKey = env.FIREBASE_API_KEY?.trim() || undefined;
  if (auth === 'firebase' && !firebaseApiKey) {
    throw new ConfigError(
      'FIREBASE_API_KEY',
      'is required with CRM_AUTH=firebase (the web API key of the Firebase project)',
    );
  }
  const smtpUrl = env.CRM_SMTP_URL?.trim();
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    throw new ConfigError(
      'CRM_SMTP_URL',
      `must be an smtp:// or smtps:// URL (got ${JSON.stringify(smtpUrl.replace(/\/\/[^@]*@/, '//…@'))})`,
    );
  const mailFrom = env.CRM_MAIL_FROM?.trim() || 'Staff CRM <no-reply@localhost>';
  return {
    port: listenPort,
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(root, env.CRM_DATA_DIR?.trim() || 'data'),
    store: oneOf(env, 'CRM_STORE', ['sqlite', 'firestore'], 'sqlite'),
    auth,
    seedDemo: bool(env, 'CRM_SEED_DEMO', true),
    publicUrl,
    allowedOrigins: list(env, 'CRM_ALLOWED_ORIGINS').map((item) => origin('CRM_ALLOWED_ORIGINS', item)),
    signupEmailDomains: domains,
    smtp: smtpUrl ? { url: smtpUrl, from: mailFrom } : null,
    digestHour: digestHour(env),
    phoneRegion: phoneRegion(env),
    trustProxy: trustProxy(env),
    firebaseApiKey,
    firebaseAuthEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || undefined,
    oidc: {
      issuer: env.CRM_OIDC_ISSUER?.trim() || 'https://accounts.google.com',
      clientId: env.CRM_OIDC_CLIENT_ID?.trim() || undefined,
      clientSecret: env.CRM_OIDC_CLIENT_SECRET?.trim() || undefined,
    },
    webDir: path.resolve(root, 'dist/web'),
    metricsToken: metricsToken(env),
    metricsPort: env.CRM_METRICS_PORT?.trim() ? port({ PORT: env.CRM_METRICS_PORT }, 'CRM_METRICS_PORT') : undefined,
    backup: env.CRM_BACKUP_DIR?.trim()
      ? {
          dir: path.resolve(root, env.CRM_BACKUP_DIR.trim()),
          everyMs: duration(env, 'CRM_BACKUP_EVERY', '24h'),
          keep: count(env, 'CRM_BACKUP_KEEP', 7),
        }
      : null,
    otlpTracesUrl: otlpTracesUrl(env),
    otelServiceName: env.OTEL_SERVICE_NAME?.trim() || 'staff-crm',
    webhooksAllowPrivate: bool(env, 'CRM_WEBHOOKS_ALLOW_PRIVATE', false),
    webhookRetrySeconds: retrySeconds(env),
    webhookDeadlineMs: webhookDeadlineMs(env),
    apiRatePerMinute: count(env, 'CRM_API_RATE_PER_MINUTE', 600),
  };
}
