// One-line logs on stdout/stderr, and one JSON line per request (pino). Never pass passwords, tokens or cookies here.
import pino from 'pino';

const json = pino({ base: undefined, timestamp: pino.stdTimeFunctions.isoTime });

/** The requests' JSON lines on stdout (server/http/observability.ts); quiet with the other info lines. */
export const requestLog = {
  info(fields: Record<string, unknown>, message: string): void {
    if (process.env.CRM_LOG_QUIET !== 'true') json.info(fields, message);
  },
};
function stamp(): string {
  return new Date().toISOString();
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

export const log = {
  info(message: string): void {
    if (process.env.CRM_LOG_QUIET !== 'true') console.log(`${stamp()} ${message}`);
  },
  warn(message: string): void {
    console.warn(`${stamp()} WARN ${message}`);
  },
  error(message: string, error?: unknown): void {
    console.error(`${stamp()} ERROR ${message}${error === undefined ? '' : `: ${describe(error)}`}`);
  },
};
