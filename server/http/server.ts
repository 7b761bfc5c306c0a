import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Request, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import proxyAddr from 'proxy-addr';
import { WebSocketServer } from 'ws';
import type { Config } from '../config.ts';
import { sessionLifetimeMs } from '../domain/accounts/account.ts';
import { createContextFactory, type GraphQLContext, type SessionCookie } from '../graphql/context.ts';
import { operationLimitsRule, parseOptions } from '../graphql/documentLimitRules.ts';
import { customerListCache } from '../graphql/customerListCache.ts';
import { httpOperationRules } from '../graphql/plugins.ts';
import { createSharedSubscribe } from '../graphql/sharedSubscriptions.ts';
import { httpLimits, socketLimits } from '../limits.ts';
import { clientErrorsPath, clientErrorsRouter } from './clientErrors.ts';
import { compressedAnswers, compressedDownloads } from './compressedResponses.ts';
import { ApiBudget, operationCost, type ApiBudgetOptions } from './apiBudget.ts';
import type { Services } from '../services.ts';
import { bearerToken, preflightHeaders, readCookie, sessionCookieName } from './cookies.ts';
import { serveGraphqlSockets, type SocketTimings } from './graphqlSocket.ts';
import { googleSignInRouter } from './googleSignIn.ts';
import { customerDataHandler, customerExportHandler } from './customerExport.ts';
import { workerPhotoHandler } from './photos.ts';
import { createMetrics, type Metrics } from '../metrics.ts';
import { verifyJsonShape } from './jsonShape.ts';
import { serveMetrics } from './metricsRoutes.ts';
import { observabilityPlugin, observeRequests, reenterRequestScope } from './observability.ts';
import { errorAnswers, notFound, requestIds } from './requestErrors.ts';
import { securityHeaders } from './securityHeaders.ts';
import { SessionSockets } from './sessionSockets.ts';
import { socketCallbacks } from './socketCallbacks.ts';
import { pageAnswers } from './pageData.ts';
import { serveWebApp } from './webApp.ts';

export const graphqlPath = '/graphql';

export interface HttpServer {
  url: string;
  /** The origin users open (CRM_PUBLIC_URL, or localhost on the listening port) */
  publicUrl: string;
  port: number;
  /** Where GET /metrics is served when CRM_METRICS_PORT is set */
  metricsUrl?: string;
  close(): Promise<void>;
}

export interface HttpServerOptions {
  config: Config;
  schema: GraphQLSchema;
  services: Services;
  /** Sooner keep-alive and slow-reader timings, for tests */
  socketTimings?: SocketTimings;
  /** Whether the store answers: null when it does, else what is wrong (GET /readyz) */
  readiness?: () => Promise<string | null>;
  /** The metrics GET /metrics serves (a fresh set when not given) */
  metrics?: Metrics;
  /** The request budget of each API key and session (CRM_API_RATE_PER_MINUTE a minute unless a test or bench says) */
  apiBudget?: ApiBudgetOptions;
}

export async function startHttpServer({
  config,
  schema,
  services,
  socketTimings,
  readiness = async () => null,
  metrics = createMetrics(),
  apiBudget,
}: HttpServerOptions): Promise<HttpServer> {
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For counts only from the proxies CRM_TRUST_PROXY names; by default the socket's address is the client.
  app.set('trust proxy', config.trustProxy);
  const clientAddress = (req: http.IncomingMessage): string => proxyAddr(req, app.get('trust proxy fn'));
  app.use(requestIds);
  app.use(observeRequests(metrics));
  app.use(securityHeaders(() => publicUrl));
  const httpServer = http.createServer(app);
  const createContext = createContextFactory(services);
  // Known once listening when PORT is 0 and no CRM_PUBLIC_URL was given.
  let publicUrl = config.publicUrl ?? '';
  const allowedOrigins = () => [publicUrl, ...config.allowedOrigins];
  const secureCookie = publicUrl.startsWith('https:');

  const tokenFor = (req: Request): string | null =>
    bearerToken(req.headers.authorization) ?? readCookie(req.headers, sessionCookieName);

  const cookieFor = (res: Response): SessionCookie => ({
    set: (token) =>
      res.cookie(sessionCookieName, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie,
        path: '/',
        maxAge: sessionLifetimeMs,
      }),
    clear: () =>
      res.clearCookie(sessionCookieName, { httpOnly: true, sameSite: 'lax', secure: secureCookie, path: '/' }),
  });

  // Listen first, so a port in use fails here, plainly, before any socket server is attached.
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });

  // WebSocket: graphql-ws on the same port and path; messages stay small until the socket has authenticated.
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: graphqlPath,
    maxPayload: socketLimits.preAuthPayloadBytes,
  });
  const sockets = new SessionSockets(services);
  const budget = new ApiBudget(apiBudget ?? { perMinute: config.apiRatePerMinute });
  const wsCleanup = serveGraphqlSockets(
    {
      schema,
      subscribe: createSharedSubscribe(),
      ...socketCallbacks({ schema, services, sockets, budget, allowedOrigins, clientAddress, createContext }),
    },
    wsServer,
    socketTimings,
  );

  const listCache = customerListCache();
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    stringifyResult: listCache.stringifyResult,
    csrfPrevention: { requestHeaders: preflightHeaders },
    includeStacktraceInErrorResponses: false,
    // Open to signed-in users only (httpOperationRules); Apollo would turn it off for all under NODE_ENV=production.
    introspection: true,
    parseOptions,
    validationRules: [operationLimitsRule],
    plugins: [
      httpOperationRules,
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // Nothing here sets cache hints, and its per-field hook cost a tenth of a big list's time.
      ApolloServerPluginCacheControlDisabled(),
      listCache.plugin,
      observabilityPlugin(metrics),
      {
        // Signed-in callers spend their budget once the operation is known; visitors are throttled at sign-in instead.
        async requestDidStart() {
          return {
            async didResolveOperation({ contextValue, document, request, response }) {
              if (!contextValue.viewer) return;
              const answer = await budget.spend(
                contextValue.viewer.uid,
                operationCost(document, request.operationName, request.variables),
              );
              for (const [name, value] of Object.entries(answer.headers)) response.http.headers.set(name, value);
              if (!answer.allowed) throw ApiBudget.refusal(answer, true);
            },
          };
        },
      },
    ],
    // server/main.ts stops on SIGINT and SIGTERM, in order (close() below): Apollo's own handlers would race it.
    stopOnTerminationSignals: false,
  });
  await apollo.start();

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Ready to serve: the store answers (a load balancer sends requests elsewhere while it does not).
  app.get('/readyz', async (_req, res) => {
    const problem = await readiness();
    res.set('Cache-Control', 'no-store');
    if (problem === null) res.json({ status: 'ok' });
    else res.status(503).json({ status: 'unavailable', store: problem });
  });

  app.use(
    graphqlPath,
    compressedAnswers(),
    express.json({ limit: httpLimits.body, verify: verifyJsonShape }),
    reenterRequestScope,
    expressMiddleware(apollo, {
      context: async ({ req, res }) =>
        createContext({
          sessionToken: tokenFor(req),
          requester: { ip: clientAddress(req), userAgent: req.headers['user-agent'] },
          sessionCookie: cookieFor(res),
        }),
    }),
  );

  const metricsText = async (): Promise<string> => {
    metrics.sockets.set(wsServer.clients.size);
    metrics.subscriptions.set(sockets.allOperations());
    return metrics.registry.metrics();
  };
  const metricsServer = await serveMetrics(app, config, metrics.registry.contentType, metricsText);
  // Not served here (on CRM_METRICS_PORT, or not at all): a plain 404, not the web app's page.
  if (!config.metricsToken || metricsServer) app.get('/metrics', notFound(graphqlPath));

  app.get('/photos/workers/:id', workerPhotoHandler(services, tokenFor));
  const downloads = compressedDownloads();
  app.get('/export/customers.csv', downloads, customerExportHandler(services, budget, tokenFor, clientAddress, 'csv'));
  app.get('/export/customers.xlsx', customerExportHandler(services, budget, tokenFor, clientAddress, 'xlsx'));
  app.get('/export/customers/:id.json', downloads, customerDataHandler(services, budget, tokenFor, clientAddress));

  // The link a DOMAINS sign-up was emailed: proves the address, then the login screen says so.
  app.get('/auth/verify-email', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const verified = token ? await services.team.verifyEmail(token, { ip: clientAddress(req) }) : false;
    res.redirect(303, `/?verified=${verified ? 'yes' : 'no'}`);
  });

  app.use(
    '/auth/google',
    googleSignInRouter({
      ...config.oidc,
      publicUrl: () => publicUrl,
      accounts: services.accounts,
      startSession: (res, token) => cookieFor(res).set(token),
      secureCookies: secureCookie,
    }),
  );

  app.use(clientErrorsPath, clientErrorsRouter({ allowedOrigins, clientAddress }));

  // GraphiQL is for administrators: a visitor goes to the login screen first.
  app.get('/graphiql', async (req, res, next) => {
    const token = tokenFor(req);
    const viewer = token ? await services.accounts.viewerFor(token) : null;
    if (viewer && !viewer.mustEnrolSecondFactor) next();
    else res.redirect(303, '/');
  });
  // A screen's first queries, run as the visitor through this Apollo Server, answered in its page (pageData.ts).
  const answers = pageAnswers(config.webDir, (req, res) => {
    // Made when the first query runs, so a page with none makes none (and no failure of it goes unheard).
    let context: ReturnType<typeof createContext> | undefined;
    return async (query, operationName, variables) => {
      context ??= createContext({
        sessionToken: tokenFor(req),
        requester: { ip: clientAddress(req), userAgent: req.headers['user-agent'] },
        sessionCookie: cookieFor(res),
      });
      const contextValue = await context;
      if (!contextValue.viewer) return undefined;
      const response = await apollo.executeOperation({ query, operationName, variables }, { contextValue });
      const result = response.body.kind === 'single' ? response.body.singleResult : undefined;
      return result && !result.errors && result.data ? result.data : undefined;
    };
  });
  serveWebApp(app, config.webDir, () => services.team.defaults().defaultLocale, answers);
  app.use(notFound(graphqlPath));
  app.use(errorAnswers(graphqlPath));

  const { port } = httpServer.address() as AddressInfo;
  publicUrl ||= `http://localhost:${port}`;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;

  const metricsAddress = metricsServer?.address() as AddressInfo | undefined;
  return {
    url: `http://${host}:${port}`,
    publicUrl,
    port,
    metricsUrl: metricsAddress ? `http://${host}:${metricsAddress.port}/metrics` : undefined,
    close: async () => {
      metricsServer?.close();
      // New connections are refused from here on, so a client told to connect again reaches another process.
      httpServer.close();
      // Each socket is told to connect again, and its answer awaited, before Apollo's drain: that ends at once every
      // connection without a request in flight, sockets included, which could cut the close frame off.
      sockets.dispose();
      await wsCleanup.dispose();
      await apollo.stop();
    },
  };
}
