// What the GraphQL socket server (graphqlSocket.ts) asks of the app: who a socket is when it connects, whether an
// operation may run on it (the socket limits, the same parse and validation as HTTP, the API budget), and the context
// an operation runs in (graphql/context.ts's factory, as over HTTP).
import type http from 'node:http';
import { GraphQLError, type GraphQLSchema, parse, specifiedRules, validate } from 'graphql';
import { CloseCode, type Context, type ServerOptions, type SubscribePayload } from 'graphql-ws';
import type { GraphQLContext, createContextFactory } from '../graphql/context.ts';
import { operationLimitsRule, parseOptions } from '../graphql/documentLimitRules.ts';
import { socketCloseCodes, socketLimits } from '../limits.ts';
import type { Services } from '../services.ts';
import { ApiBudget, operationCost } from './apiBudget.ts';
import { bearerToken, readCookie, sessionCookieName } from './cookies.ts';
import type { SocketExtra } from './graphqlSocket.ts';
import { isAllowedOrigin } from './origins.ts';
import type { SessionSockets } from './sessionSockets.ts';

/** A socket's extra once connected: the session token it authenticated with and its account's uid. */
export type SessionSocketExtra = SocketExtra & { wsToken?: string; wsAccount?: string };
type SocketContext = Context<Record<string, unknown>, SessionSocketExtra>;

/** What the callbacks need of the server that starts them. */
export interface SocketCallbackOptions {
  schema: GraphQLSchema;
  services: Services;
  sockets: SessionSockets;
  budget: ApiBudget;
  allowedOrigins: () => string[];
  clientAddress: (req: http.IncomingMessage) => string;
  createContext: ReturnType<typeof createContextFactory>;
}

/** graphql-ws's onConnect, onSubscribe and context, each the function of the same purpose below. */
export function socketCallbacks(
  options: SocketCallbackOptions,
): Pick<ServerOptions<Record<string, unknown>, SessionSocketExtra>, 'onConnect' | 'onSubscribe' | 'context'> {
  return {
    onConnect: (ctx) => connectSocket(options, ctx),
    onSubscribe: (ctx, _id, payload) => admitOperation(options, ctx, payload),
    context: (ctx) => socketContext(options, ctx),
  };
}

/**
 * Lets a socket in with a live session's token (connection params,
 * or the cookie from an allowed origin); closes it otherwise.
 */
export async function connectSocket(
  { services, sockets, allowedOrigins }: SocketCallbackOptions,
  ctx: SocketContext,
): Promise<boolean> {
  const request = ctx.extra.request;
  const paramsToken = bearerToken(ctx.connectionParams?.authorization);
  // A cookie counts only for a browser on an allowed origin: never for a cross-site socket.
  const cookieAllowed = isAllowedOrigin(request.headers, allowedOrigins(), request.socket);
  const cookieToken = cookieAllowed ? readCookie(request.headers, sessionCookieName) : null;
  const token = paramsToken ?? cookieToken;
  const viewer = token ? await services.accounts.viewerFor(token) : null;
  if (viewer && token && sockets.otherSessions(token, viewer) >= socketLimits.sessionsPerAccount) {
    ctx.extra.socket.close(socketCloseCodes.tooManySessions, 'Too many live sessions for this account');
    return false;
  }
  if (viewer && token) {
    ctx.extra.wsToken = token;
    ctx.extra.wsAccount = viewer.uid;
    sockets.add(token, viewer, ctx);
    return true;
  }
  const foreign = request.headers.origin !== undefined && !cookieAllowed;
  // A token that lets nobody in any more says why (domain/errors.ts's SessionEndReason), as over HTTP.
  const reason = !foreign && token ? await services.accounts.sessionEndReason(token).catch(() => null) : null;
  ctx.extra.socket.close(
    foreign ? CloseCode.Forbidden : 4401,
    foreign ? 'Forbidden origin' : (reason ?? 'Unauthorized'),
  );
  return false;
}

/** Runs an operation within the socket, session and account limits and the budget; else answers why not, as errors. */
export async function admitOperation(
  { schema, sockets, budget }: SocketCallbackOptions,
  ctx: SocketContext,
  payload: SubscribePayload,
) {
  const running = Object.keys(ctx.subscriptions).length;
  if (running > socketLimits.operationsPerSocket) {
    return [
      new GraphQLError(`Too many operations at once on this socket; the limit is ${socketLimits.operationsPerSocket}.`),
    ];
  }
  if (sockets.operations(ctx.extra.wsToken!) > socketLimits.operationsPerSession) {
    return [
      new GraphQLError(
        `Too many operations at once on this session's sockets; the limit is ${socketLimits.operationsPerSession}.`,
      ),
    ];
  }
  if (sockets.accountOperations(ctx.extra.wsToken!) > socketLimits.operationsPerAccount) {
    return [
      new GraphQLError(
        `Too many operations at once on this account's sockets; the limit is ${socketLimits.operationsPerAccount}.`,
      ),
    ];
  }
  // The same parse and validation as HTTP, limits included; errors go back as an ErrorMessage.
  let document;
  try {
    document = parse(payload.query, parseOptions);
  } catch (error) {
    return [error instanceof GraphQLError ? error : new GraphQLError('Could not parse the operation.')];
  }
  const errors = validate(schema, document, [...specifiedRules, operationLimitsRule]);
  if (errors.length) return errors;
  const answer = await budget.spend(
    ctx.extra.wsAccount!,
    operationCost(document, payload.operationName, payload.variables),
  );
  if (!answer.allowed) return [ApiBudget.refusal(answer, false)];
  return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
}

/** The context of an operation on a socket: its session's, from the address it connected from. */
export function socketContext(
  { clientAddress, createContext }: SocketCallbackOptions,
  ctx: SocketContext,
): Promise<GraphQLContext> {
  return createContext({
    sessionToken: ctx.extra.wsToken ?? null,
    requester: { ip: clientAddress(ctx.extra.request), userAgent: ctx.extra.request.headers['user-agent'] },
    sessionCookie: null,
  });
}
