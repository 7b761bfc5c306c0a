// The Prometheus metrics (prom-client) on GET /metrics: requests and latency by operation, live sockets and
// subscriptions, store call time, Firestore reads and writes, sign-in failures and imported rows.
import { trace } from '@opentelemetry/api';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { traceContext, tracer } from './tracing.ts';

export interface Metrics {
  registry: Registry;
  requests: Counter<'operation' | 'status'>;
  requestSeconds: Histogram<'operation'>;
  sockets: Gauge;
  subscriptions: Gauge;
  storeCallSeconds: Histogram<'store' | 'call'>;
  firestoreReads: Counter<'call'>;
  firestoreWrites: Counter<'call'>;
  signInFailures: Counter<'code'>;
  importRows: Counter<'outcome'>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'crm_' });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'crm_requests_total',
      help: 'HTTP requests by GraphQL operation (or path) and status',
      labelNames: ['operation', 'status'],
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'crm_request_duration_seconds',
      help: 'HTTP request time by GraphQL operation (or path)',
      labelNames: ['operation'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    sockets: new Gauge({ name: 'crm_live_sockets', help: 'Open graphql-ws sockets', registers }),
    subscriptions: new Gauge({ name: 'crm_live_subscriptions', help: 'Operations running on open sockets', registers }),
    storeCallSeconds: new Histogram({
      name: 'crm_store_call_duration_seconds',
      help: 'Customer store calls by store and method',
      labelNames: ['store', 'call'],
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
      registers,
    }),
    firestoreReads: new Counter({
      name: 'crm_firestore_document_reads_total',
      help: 'Firestore document reads (as billed) by store call',
      labelNames: ['call'],
      registers,
    }),
    firestoreWrites: new Counter({
      name: 'crm_firestore_document_writes_total',
      help: 'Firestore document writes by store call',
      labelNames: ['call'],
      registers,
    }),
    signInFailures: new Counter({
      name: 'crm_sign_in_failures_total',
      help: 'Refused sign-ins and sign-ups by error code',
      labelNames: ['code'],
      registers,
    }),
    importRows: new Counter({
      name: 'crm_import_rows_total',
      help: 'Imported rows by outcome',
      labelNames: ['outcome'],
      registers,
    }),
  };
}

/** The port's calls that answer a promise: the others (watch, changeVersion, batches) are not single calls to time. */
const timedCalls: ReadonlySet<string> = new Set([
  'list',
  'page',
  'get',
  'findByContact',
  'create',
  'update',
  'setStatus',
  'history',
  'imports',
  'importState',
  'importBatch',
  'undoImport',
  'changedSince',
]);

/** The customer store with each call timed into the metrics (the port's methods that answer promises) and traced. */
export function timedStore<T extends object>(store: T, storeName: string, metrics: Metrics): T {
  return new Proxy(store, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function' || typeof property !== 'string' || !timedCalls.has(property)) return value;
      return function (this: unknown, ...args: unknown[]) {
        const span = tracer.startSpan(`store ${property}`, {
          attributes: { 'crm.store': storeName, 'crm.store.call': property },
        });
        const result = traceContext.with(trace.setSpan(traceContext.active(), span), () =>
          (value as (...a: unknown[]) => unknown).apply(target, args),
        );
        if (!(result instanceof Promise)) {
          span.end();
          return result;
        }
        const end = metrics.storeCallSeconds.startTimer({ store: storeName, call: property });
        return result.finally(() => {
          end();
          span.end();
        });
      };
    },
  });
}
