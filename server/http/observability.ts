// One JSON log line per request (pino) and the request metrics: request id, operation, user id, status, duration and
// Firestore reads. Never the query string, a body, a header, a token or a customer's field.
import { performance } from 'node:perf_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import type { GraphQLContext } from '../graphql/context.ts';
import { requestLog } from '../log.ts';
import type { Metrics } from '../metrics.ts';
import { requestScope, type RequestScope } from '../requestScope.ts';
import { requestSpan, SpanStatusCode, traceContext, tracer } from '../tracing.ts';
import type { Context, Span } from '@opentelemetry/api';

/** A label for requests that are not GraphQL operations: the route, without ids or file names. */
function routeOf(path: string): string {
  if (path.startsWith('/photos/workers/')) return 'GET /photos/workers/:id';
  if (path.startsWith('/export/customers/')) return 'GET /export/customers/:id.json';
  if (path.startsWith('/assets/')) return 'GET /assets';
  if (path.startsWith('/auth/google/')) return `GET ${path.slice(0, 40)}`;
  if (
    [
      '/healthz',
      '/readyz',
      '/metrics',
      '/graphiql',
      '/export/customers.csv',
      '/export/customers.xlsx',
      '/graphql',
    ].includes(path)
  )
    return path;
  return 'other';
}

/** Opens the request's scope, and when the response is sent, logs it and counts it. */
export function observeRequests(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const scope: RequestScope = { firestoreReads: 0, firestoreWrites: 0 };
    res.locals.scope = scope;
    // The path as asked: a router mounted on a prefix shows its handlers the rest of it.
    const path = req.originalUrl.split('?')[0]!;
    const { span, context } = requestSpan(req.method, routeOf(path));
    res.locals.traceContext = context;
    res.on('finish', () => {
      span.setAttribute('http.response.status_code', res.statusCode);
      if (scope.operation) span.setAttribute('graphql.operation.name', scope.operation);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      const operation = scope.operation ?? routeOf(path);
      metrics.requests.inc({ operation, status: String(res.statusCode) });
      metrics.requestSeconds.observe({ operation }, durationMs / 1000);
      requestLog.info(
        {
          requestId: res.locals.requestId as string,
          method: req.method,
          route: routeOf(path),
          operation: scope.operation ?? null,
          userId: scope.userId ?? null,
          status: res.statusCode,
          durationMs,
          ...(scope.firestoreReads || scope.firestoreWrites
            ? { firestoreReads: scope.firestoreReads, firestoreWrites: scope.firestoreWrites }
            : {}),
        },
        'request',
      );
    });
    traceContext.with(context, () => requestScope.run(scope, next));
  };
}

/** Enters the request's scope again: body parsing calls on from the socket's own callbacks, outside it. */
export const reenterRequestScope: RequestHandler = (_req, res, next) => {
  const scope = res.locals.scope as RequestScope | undefined;
  if (!scope) return next();
  traceContext.with(res.locals.traceContext as Context, () => requestScope.run(scope, next));
};

type Answer =
  { importCustomers?: { created: number; updated: number; skipped: number; failed: unknown[] } } | null | undefined;

/** Names the operation and the viewer in the request's scope; counts sign-in failures and imported rows. */
export function observabilityPlugin(metrics: Metrics): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      let span: Span | null = null;
      return {
        async didResolveOperation({ operation, operationName, contextValue }) {
          span = tracer.startSpan(`graphql ${operation?.operation ?? 'operation'} ${operationName ?? ''}`.trim(), {
            attributes: {
              'graphql.operation.type': operation?.operation ?? 'unknown',
              'graphql.operation.name': operationName ?? '',
            },
          });
          const scope = requestScope.getStore();
          if (!scope) return;
          scope.operation = operationName ?? operation?.operation ?? 'unknown';
          scope.userId = contextValue.viewer?.uid;
        },
        async willSendResponse({ response }) {
          span?.end();
          if (response.body.kind !== 'single') return;
          const { errors, data } = response.body.singleResult;
          for (const error of errors ?? []) {
            const code = error.extensions?.code;
            const field = error.path?.[0];
            if (
              typeof code === 'string' &&
              code.startsWith('auth/') &&
              typeof field === 'string' &&
              /^sign(In|Up)/.test(field)
            )
              metrics.signInFailures.inc({ code });
          }
          const imported = (data as Answer)?.importCustomers;
          if (imported) {
            metrics.importRows.inc({ outcome: 'created' }, imported.created ?? 0);
            metrics.importRows.inc({ outcome: 'updated' }, imported.updated ?? 0);
            metrics.importRows.inc({ outcome: 'skipped' }, imported.skipped ?? 0);
            metrics.importRows.inc({ outcome: 'failed' }, imported.failed?.length ?? 0);
          }
        },
      };
    },
  };
}
