// graphql-ws on a `ws` server, as graphql-ws's own `useServer` wires it, plus the socket limits of server/limits.ts:
// a small message limit until the socket authenticates, a bound on unsent data, and pings that must be answered.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { IncomingMessage } from 'node:http';
import type { ExecutionResult } from 'graphql';
import {
  CloseCode,
  handleProtocols,
  makeServer,
  MessageType,
  type FormattedExecutionResult,
  type ServerOptions,
} from 'graphql-ws';
import type { WebSocket, WebSocketServer } from 'ws';
import { isPushable, type PushableIterator } from '../graphql/watcherIterator.ts';
import { httpLimits, socketCloseCodes, socketLimits } from '../limits.ts';
import { jsonShapeProblem } from './jsonShape.ts';
import { log } from '../log.ts';

export interface SocketExtra {
  socket: WebSocket;
  request: IncomingMessage;
}

/**
 * The message limit of an authenticated socket; the server's own `maxPayload` is the smaller pre-authentication one.
 */
function allowFullPayload(socket: WebSocket): void {
  // ws has no public setter for one socket's limit; its receiver reads this field for every frame.
  const receiver = (socket as unknown as { _receiver?: { _maxPayload: number } })._receiver;
  if (!receiver || typeof receiver._maxPayload !== 'number')
    throw new Error('ws no longer exposes the receiver payload limit');
  receiver._maxPayload = socketLimits.payloadBytes;
}

/**
 * Waits while the socket holds more than the bound of unsent data;
 * false when it closed or made no progress for `graceMs`.
 */
async function drained(socket: WebSocket, graceMs: number): Promise<boolean> {
  let last = socket.bufferedAmount;
  let since = Date.now();
  while (socket.readyState === socket.OPEN && socket.bufferedAmount > socketLimits.bufferedBytes) {
    if (socket.bufferedAmount < last) {
      last = socket.bufferedAmount;
      since = Date.now();
    } else if (Date.now() - since > graceMs) {
      return false;
    }
    await sleep(socketLimits.drainPollMs);
  }
  return socket.readyState === socket.OPEN;
}

export interface SocketTimings {
  keepAliveMs: number;
  slowReaderGraceMs: number;
}

// A result already serialised stands in the message as this marker until the send puts its JSON in place.
const serialisedMarker = { __serialised: true };
const markerTail = `${JSON.stringify(serialisedMarker)}}`;

/**
 * Each result object serialised once, however many sockets it goes to: shared subscription results
 * (graphql/sharedSubscriptions.ts) reach every subscriber of a document as the same object.
 */
class SerialisedResults {
  private readonly json = new WeakMap<ExecutionResult, string>();
  /** Per socket: the JSON of the next message for each operation id */
  readonly pending = new WeakMap<WebSocket, Map<string, string>>();

  of(result: ExecutionResult): string {
    let text = this.json.get(result);
    if (text === undefined) this.json.set(result, (text = JSON.stringify(result)));
    return text;
  }

  stand(socket: WebSocket, id: string, result: ExecutionResult): typeof serialisedMarker {
    const text = this.of(result);
    let forSocket = this.pending.get(socket);
    if (!forSocket) this.pending.set(socket, (forSocket = new Map()));
    forSocket.set(id, text);
    return serialisedMarker;
  }

  /** The message with the serialised result in place of the marker. */
  fill(socket: WebSocket, message: string): string {
    if (!message.endsWith(markerTail)) return message;
    const { id } = JSON.parse(message) as { id: string };
    const forSocket = this.pending.get(socket);
    const text = forSocket?.get(id);
    if (text === undefined) return message;
    forSocket!.delete(id);
    return message.slice(0, message.length - markerTail.length) + text + '}';
  }
}

/**
 * One socket's outgoing messages, in order. Past the bound of unsent data a message waits for the client to read;
 * one that reads nothing for the grace period is closed, so a stalled client holds at most the bound plus one
 * message, whatever it subscribed to.
 */
class SocketQueue {
  private sending = Promise.resolve();
  private waiting = 0;

  constructor(
    private readonly socket: WebSocket,
    private readonly slowReaderGraceMs: number,
  ) {}

  /**
   * At once when nothing waits and the socket is under the bound (a fan-out's usual case); else after the waiting ones.
   */
  send(data: string): Promise<void> {
    const { socket } = this;
    if (!this.waiting && socket.readyState === socket.OPEN && socket.bufferedAmount <= socketLimits.bufferedBytes) {
      socket.send(data);
      return Promise.resolve();
    }
    this.waiting += 1;
    // One at a time, so each sees the data the one before it queued.
    return (this.sending = this.sending.then(async () => {
      try {
        if (await drained(socket, this.slowReaderGraceMs)) socket.send(data);
        else if (socket.readyState === socket.OPEN)
          socket.close(socketCloseCodes.slowReader, 'Slow reader: too much unread data');
      } finally {
        this.waiting -= 1;
      }
    }));
  }
}

/**
 * A subscription whose results can be pushed (graphql/watcherIterator.ts) sends each to the socket as it comes, in
 * the turn its event arrived: no promise chain per result and subscriber, and a fan-out writes socket after socket
 * instead of running every subscriber's chain before the first write. graphql-ws still owns the subscription: it
 * asks for the first result once the subscription is registered, and that ask settles when the results end (then it
 * sends complete) or fail (then it sends the error); its return() ends the results.
 */
function pushedToSocket(
  results: PushableIterator<ExecutionResult>,
  send: (result: ExecutionResult) => void,
): AsyncIterableIterator<ExecutionResult> {
  let ended: Promise<IteratorResult<ExecutionResult>> | null = null;
  return {
    next: () => (ended ??= results.pushTo(send).then(() => ({ done: true, value: undefined }))),
    return: () => results.return!(),
    throw: (error) => results.throw!(error),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * Creates the server for sockets of `wsServer`, which must be made with `maxPayload: socketLimits.preAuthPayloadBytes`.
 */
export function serveGraphqlSockets<P extends Record<string, unknown>, E extends SocketExtra>(
  options: ServerOptions<P, E>,
  wsServer: WebSocketServer,
  timings: SocketTimings = socketLimits,
): { dispose(): Promise<void> } {
  const serialised = new SerialisedResults();
  const queues = new WeakMap<WebSocket, SocketQueue>();
  const server = makeServer<P, E>({
    ...options,
    onNext: (ctx, id, _payload, _args, result) =>
      serialised.stand(ctx.extra.socket, id, result) as unknown as FormattedExecutionResult,
    onOperation: async (ctx, id, payload, args, result) => {
      const operation = (await options.onOperation?.(ctx, id, payload, args, result)) ?? result;
      const queue = queues.get(ctx.extra.socket);
      if (!queue || !isPushable<ExecutionResult>(operation)) return operation;
      // The message graphql-ws would make ({ id, type, payload }), with the result's JSON made once for all sockets.
      const head = `{"id":${JSON.stringify(id)},"type":"${MessageType.Next}","payload":`;
      return pushedToSocket(operation, (next) => void queue.send(`${head}${serialised.of(next)}}`));
    },
    onConnect: async (ctx) => {
      const permitted = await options.onConnect?.(ctx);
      if (permitted !== false) allowFullPayload(ctx.extra.socket);
      return permitted;
    },
  });
  wsServer.options.handleProtocols = handleProtocols;

  wsServer.on('connection', (socket, request) => {
    // ws closes the socket itself (1009 for an oversized message); the error needs no more than a line.
    socket.on('error', (error) => log.warn(`socket error: ${error.message}`));

    // Only a pong carrying this ping's random payload counts: an unsolicited pong proves nothing about reading.
    let awaitedPong: Buffer | null = null;
    const keepAlive = setInterval(() => {
      if (awaitedPong) return socket.terminate();
      awaitedPong = randomBytes(8);
      socket.ping(awaitedPong);
    }, timings.keepAliveMs);
    socket.on('pong', (data) => {
      if (awaitedPong?.equals(data)) awaitedPong = null;
    });

    const queue = new SocketQueue(socket, timings.slowReaderGraceMs);
    queues.set(socket, queue);
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) => queue.send(serialised.fill(socket, data)),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', async (data: Buffer) => {
            // The HTTP body's shape limits, before graphql-ws parses the message (CloseCode.BadRequest, 4400).
            const problem = jsonShapeProblem(data, httpLimits.jsonDepth + 1, httpLimits.jsonValues);
            if (problem)
              return socket.close(
                CloseCode.BadRequest,
                problem === 'json.too.deep' ? 'Message nested too deep' : 'Message holds too many values',
              );
            try {
              await handle(String(data));
            } catch (error) {
              log.error('a socket message failed', error);
              socket.close(CloseCode.InternalServerError, 'Internal server error');
            }
          }),
      },
      { socket, request } as E,
    );

    socket.once('close', (code, reason) => {
      clearInterval(keepAlive);
      void closed(code, String(reason));
    });
  });

  return {
    dispose: async () => {
      // The process exits once this returns. A socket it holds then is reset, and a reset can throw away the close
      // frame still on its way (through a load balancer, say), so the client sees 1006 and waits out its back-off
      // instead of connecting again at once. Each client answers the close with its own: waiting for that answer
      // means the frame arrived. A handshake already on its way completes during the wait: that socket is told too.
      let allAnswered!: () => void;
      const answered = new Promise<void>((resolve) => (allAnswered = resolve));
      const tellToTryAgain = (client: WebSocket) => {
        // ws has dropped the client from its set by then (its own listener comes first).
        client.once('close', () => wsServer.clients.size === 0 && allAnswered());
        client.close(socketCloseCodes.tryAgain, 'Server restarting: try again');
      };
      wsServer.removeAllListeners('connection');
      wsServer.on('connection', tellToTryAgain);
      for (const client of wsServer.clients) tellToTryAgain(client);
      if (wsServer.clients.size === 0) allAnswered();
      await Promise.race([answered, sleep(socketLimits.closeAnswerMs, undefined, { ref: false })]);
      for (const client of wsServer.clients) client.terminate();
      await new Promise<void>((resolve, reject) => wsServer.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
