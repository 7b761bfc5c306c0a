// Every HTTP error answer: JSON under /graphql, plain text elsewhere, never a stack or a path; one log line each.
import { randomUUID } from 'node:crypto';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { errorCodes } from '../graphql/errors.ts';
import { httpLimits } from '../limits.ts';
import { log } from '../log.ts';

/** Gives each request an id, sent back as X-Request-Id and named in its log lines. */
export const requestIds: RequestHandler = (req, res, next) => {
  res.locals.requestId = randomUUID();
  res.set('X-Request-Id', res.locals.requestId as string);
  next();
};

// What a client is told, by status; the thrown error's own message stays in the log.
const answers: Record<number, string> = {
  400: 'The request could not be read.',
  404: 'Not found.',
  413: `The request body is larger than the limit of ${httpLimits.bodyBytes / (1024 * 1024)} MB.`,
  415: 'The request body must be UTF-8 JSON.',
};

function send(res: Parameters<RequestHandler>[1], inGraphql: boolean, status: number, message: string): void {
  if (inGraphql)
    res.status(status).json({
      errors: [{ message, extensions: { code: status >= 500 ? errorCodes.internal : errorCodes.badRequest } }],
    });
  else res.status(status).type('text/plain').send(message);
}

/** The answer to a path nothing served. */
export const notFound =
  (graphqlPath: string): RequestHandler =>
  (req, res) =>
    send(res, req.path.startsWith(graphqlPath), 404, answers[404]!);

export const errorAnswers =
  (graphqlPath: string): ErrorRequestHandler =>
  (error: { status?: number; statusCode?: number; type?: string; message?: string }, req, res, next) => {
    if (res.headersSent) return next(error);
    const raw = error.status ?? error.statusCode ?? 500;
    const status = raw >= 400 && raw < 600 ? raw : 500;
    const id = res.locals.requestId as string | undefined;
    const where = `${req.method} ${req.path.slice(0, 100)}`;
    if (status >= 500) log.error(`request ${id}: ${status} ${where}`, error);
    // A client's mistake, not the server's: one short line, no stack.
    else log.info(`request ${id}: ${status} ${where}: ${error.type ?? String(error.message).slice(0, 100)}`);
    const message =
      error.type === 'entity.parse.failed'
        ? 'The request body is not valid JSON.'
        : error.type === 'json.too.deep'
          ? `The request body is nested deeper than the limit of ${httpLimits.jsonDepth} levels.`
          : error.type === 'json.too.many.values'
            ? `The request body holds more than the limit of ${httpLimits.jsonValues} values.`
            : (answers[status] ?? (status >= 500 ? 'Internal server error.' : answers[400]!));
    send(res, req.path.startsWith(graphqlPath), status, message);
  };
