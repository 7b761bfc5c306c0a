import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Request, type Response } from 'express';
import { GraphQLError, type GraphQLSchema, parse, specifiedRules, validate } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Config } from '../config.ts';
import { sessionLifetimeMs } from '../domain/accounts/account.ts';
import { createContextFactory, type GraphQLContext, type SessionCookie } from '../graphql/context.ts';
import { operationLimitsRule } from '../graphql/limits.ts';
import { log } from '../log.ts';
import type { Services } from '../services.ts';
import { bearerToken, readCookie, sessionCookieName } from './cookies.ts';
import { googleSignInRouter } from '../identity/oidc/googleSignIn.ts';
import { isAllowedOrigin } from './origins.ts';
import { workerPhotoHandler } from './photos.ts';
import { serveWebApp } from './webApp.ts';

export const graphqlPath = '/graphql';

export interface HttpServer {
  url: string;
  /** The origin users open (CRM_PUBLIC_URL, or localhost on the listening port) */
  publicUrl: string;
  port: number;
  close(): Promise<void>;
}

export interface HttpServerOptions {
  config: Config;
  schema: GraphQLSchema;
  services: Services;
}

export async function startHttpServer({ config, schema, services }: HttpServerOptions): Promise<HttpServer> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
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
      res.cookie(sessionCookieName, token, { httpOnly: true, sameSite: 'lax', secure: secureCookie, path: '/', maxAge: sessionLifetimeMs }),
    clear: () => res.clearCookie(sessionCookieName, { httpOnly: true, sameSite: 'lax', secure: secureCookie, path: '/' }),
  });

  // Listen first, so a port in use fails here, plainly, before any socket server is attached.
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });

  // WebSocket: graphql-ws on the same port and path.
  const wsServer = new WebSocketServer({ server: httpServer, path: graphqlPath });
  const sockets = new SessionSockets(services);
  const wsCleanup = useServer<Record<string, unknown>, { wsToken?: string | null }>(
    {
      schema,
      onConnect: async (ctx) => {
        const request = ctx.extra.request;
        const paramsToken = bearerToken(ctx.connectionParams?.authorization);
        // A cookie counts only for a browser on an allowed origin: never for a cross-site socket.
        const cookieAllowed = isAllowedOrigin(request.headers, allowedOrigins());
        const cookieToken = cookieAllowed ? readCookie(request.headers, sessionCookieName) : null;
        const token = paramsToken ?? cookieToken;
        const viewer = token ? await services.accounts.userFor(token) : null;
        if (viewer && token) {
          (ctx.extra as { wsToken?: string | null }).wsToken = token;
          sockets.add(token, ctx.extra.socket);
          return true;
        }
        const foreign = request.headers.origin !== undefined && !cookieAllowed;
        ctx.extra.socket.close(foreign ? CloseCode.Forbidden : 4401, foreign ? 'Forbidden origin' : 'Unauthorized');
        return false;
      },
      onSubscribe: (_ctx, _id, payload) => {
        // The same validation as HTTP, limits included; errors go back as an ErrorMessage.
        let document;
        try {
          document = parse(payload.query);
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('Could not parse the operation.')];
        }
        const errors = validate(schema, document, [...specifiedRules, operationLimitsRule]);
        if (errors.length) return errors;
      },
      context: (ctx) =>
        createContext({
          sessionToken: (ctx.extra as { wsToken?: string | null }).wsToken ?? null,
          requester: { ip: ctx.extra.request.socket.remoteAddress ?? 'unknown' },
          sessionCookie: null,
        }),
    },
    wsServer,
  );

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    validationRules: [operationLimitsRule],
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              sockets.dispose();
              await wsCleanup.dispose();
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  app.use(
    graphqlPath,
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) =>
        createContext({ sessionToken: tokenFor(req), requester: { ip: req.ip ?? 'unknown' }, sessionCookie: cookieFor(res) }),
    }),
  );

  app.get('/photos/workers/:id', workerPhotoHandler(services, tokenFor));

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

  serveWebApp(app, config.webDir);

  const { port } = httpServer.address() as AddressInfo;
  publicUrl ||= `http://localhost:${port}`;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;

  return {
    url: `http://${host}:${port}`,
    publicUrl,
    port,
    close: async () => {
      // Drains HTTP connections and closes every socket (graphql-ws dispose) before returning.
      await apollo.stop();
      wsServer.close();
    },
  };
}

/**
 * The live sockets of each session, closed with 4401 when the session ends: at once when it signs out here,
 * and within a minute when it expires or is revoked elsewhere.
 */
class SessionSockets {
  private readonly byToken = new Map<string, Set<WebSocket>>();
  private readonly stopListening: () => void;
  private readonly recheck: NodeJS.Timeout;

  constructor(private readonly services: Services) {
    this.stopListening = services.accounts.onSessionEnded((token) => this.end(token));
    this.recheck = setInterval(() => void this.dropEndedSessions(), 60_000);
    this.recheck.unref();
  }

  add(token: string, socket: WebSocket): void {
    const set = this.byToken.get(token) ?? new Set();
    set.add(socket);
    this.byToken.set(token, set);
    socket.once('close', () => {
      set.delete(socket);
      if (!set.size) this.byToken.delete(token);
    });
  }

  dispose(): void {
    this.stopListening();
    clearInterval(this.recheck);
  }

  private end(token: string): void {
    for (const socket of this.byToken.get(token) ?? []) socket.close(4401, 'Session ended');
  }

  private async dropEndedSessions(): Promise<void> {
    for (const token of [...this.byToken.keys()]) {
      try {
        if (!(await this.services.accounts.userFor(token))) this.end(token);
      } catch (error) {
        log.error('checking the session of a live socket failed', error);
      }
    }
  }
}
