// POST /client-errors: the web app's unexpected failures, one warn line each in the server's log (docs/security.md).
// Only the capped fields are logged, never the body as sent; query strings and fragments are cut from every address, as
// they may carry a search or a token, and control characters from every field, so one report is one log line.
import type http from 'node:http';
import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { clientErrorLimits } from '../limits.ts';
import { log } from '../log.ts';
import { isAllowedOrigin } from './origins.ts';

export const clientErrorsPath = '/client-errors';

export interface ClientErrorsOptions {
  /** Origins besides the request's own that may report (the public URL, CRM_ALLOWED_ORIGINS) */
  allowedOrigins: () => readonly string[];
  clientAddress: (req: http.IncomingMessage) => string;
}

/** What is logged of a report, each field capped and cleaned. */
export interface ClientErrorReport {
  message: string;
  stack?: string;
  route: string;
  userAgent?: string;
}

// A stack frame's line and column after the query string stay.
const addressTail = /([a-z][a-z0-9+.-]*:\/\/[^\s?#)]*|\/[^\s?#)]*)[?#][^\s)]*?(?=:\d+:\d+[\s)]|:\d+:\d+$|[\s)]|$)/gi;
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const controls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

// What a message may quote of a customer's record:
// email addresses and phone numbers are masked before the log sees them.
const emails = /[^\s@<>()"']+@[^\s@<>()"']+/g;
const phones = /\+?\d[\d ().-]{5,}\d/g;

function clean(text: string, max: number): string {
  return text.replace(addressTail, '$1').replace(controls, ' ').trim().slice(0, max);
}

/** The report in `body`, cleaned, or what is wrong with it. */
export function readClientError(body: unknown): ClientErrorReport | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The report must be a JSON object.';
  const { message, stack, route, userAgent } = body as Record<string, unknown>;
  if (typeof message !== 'string' || !message.trim()) return 'The report needs a message (text).';
  if (typeof route !== 'string' || !route.startsWith('/'))
    return 'The report needs the route the failure happened at (a path starting with /).';
  if (stack !== undefined && typeof stack !== 'string') return 'The report’s stack must be text.';
  if (userAgent !== undefined && typeof userAgent !== 'string') return 'The report’s userAgent must be text.';
  const frames = stack
    ?.split('\n')
    .map((frame) => clean(frame, clientErrorLimits.frameChars))
    .filter(Boolean)
    .slice(0, clientErrorLimits.stackFrames);
  return {
    message: clean(message.replace(emails, '[email]').replace(phones, '[number]'), clientErrorLimits.messageChars),
    ...(frames?.length && { stack: frames.join(' | ') }),
    route: clean(route, clientErrorLimits.routeChars),
    ...(userAgent && { userAgent: clean(userAgent, clientErrorLimits.userAgentChars) }),
  };
}

function refuse(res: Response, status: number, message: string): void {
  res.status(status).type('text/plain').send(message);
}

export function clientErrorsRouter({ allowedOrigins, clientAddress }: ClientErrorsOptions): Router {
  const router = express.Router();
  const limiter = new RateLimiterMemory({ points: clientErrorLimits.perMinute, duration: 60 });

  // Before the body is read: a client past its budget costs nothing more.
  const budget: RequestHandler = async (req, res, next) => {
    try {
      await limiter.consume(clientAddress(req));
      next();
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) return next(refused);
      res.set('Retry-After', String(Math.max(1, Math.ceil(refused.msBeforeNext / 1000))));
      refuse(
        res,
        429,
        `Too many error reports from this address: the limit is ${clientErrorLimits.perMinute} a minute.`,
      );
    }
  };

  // Same-origin JSON only: a cross-site form cannot send JSON without a preflight, which nothing here grants, and a
  // browser's Origin, when sent, must be one of ours.
  const sameOrigin: RequestHandler = (req, res, next) => {
    if (!req.is('application/json')) return refuse(res, 415, 'Send the report as application/json.');
    if (req.headers.origin !== undefined && !isAllowedOrigin(req.headers, allowedOrigins(), req.socket)) {
      return refuse(res, 403, 'Error reports are accepted from the app’s own pages only.');
    }
    next();
  };

  router.post(
    '/',
    budget,
    sameOrigin,
    express.json({ limit: clientErrorLimits.bodyBytes, strict: false }),
    (req: Request, res) => {
      const report = readClientError(req.body);
      if (typeof report === 'string') return refuse(res, 400, report);
      const id = res.locals.requestId as string | undefined;
      const stack = report.stack ? ` at ${report.stack}` : '';
      const agent = report.userAgent ? ` (${report.userAgent})` : '';
      log.warn(`client error ${id} on ${report.route}: ${report.message}${stack}${agent}`);
      res.status(204).end();
    },
  );

  const bodyRefused: ErrorRequestHandler = (error: { type?: string }, _req, res, next) => {
    if (error.type === 'entity.too.large')
      refuse(res, 413, `The report is larger than the limit of ${clientErrorLimits.bodyBytes / 1024} KB.`);
    else if (error.type === 'entity.parse.failed') refuse(res, 400, 'The report is not valid JSON.');
    else next(error);
  };
  router.use(bodyRefused);
  return router;
}
