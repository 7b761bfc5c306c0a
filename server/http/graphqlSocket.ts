// graphql-ws on a `ws` server, as graphql-ws's own `useServer` wires it, plus the socket limits of server/limits.ts:
// a small message limit until the socket authenticates, a bound on unsent data, and pings that must be answered.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { IncomingMessage } from 'node:http';
import type { ExecutionResult } from 'graphql';
import { CloseCode, handleProtocols, makeServer, type FormattedExecutionResult, type ServerOptions } from 'graphql-ws';
import type { WebSocket, WebSocketServer } from 'ws';
import { socketCloseCodes, socketLimits } from '../limits.ts';
import { log } from '../log.ts';

export interface SocketExtra {
  socket: WebSocket;
  request: IncomingMessage;
}

/** The message limit of an authenticated socket; the server's own `maxPayload` is the smaller pre-authentication one. */
function allowFullPayload(socket: WebSocket): void {
  // ws has no public setter for one socket's limit; its receiver reads this field for every frame.
  const receiver = (socket as unknown as { _receiver?: { _maxPayload: number } })._receiver;
  if (!receiver || typeof receiver._maxPayload !== 'number') throw new Error('ws no longer exposes the receiver payload limit');
  receiver._maxPayload = socketLimits.payloadBytes;
}

/** Waits while the socket holds more than the bound of unsent data; false when it closed or made no progress for `graceMs`. */
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

  stand(socket: WebSocket, id: string, result: ExecutionResult): typeof serialisedMarker {
    let text = this.json.get(result);
    if (text === undefined) this.json.set(result, (text = JSON.stringify(result)));
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

/** Creates the server for sockets of `wsServer`, which must be made with `maxPayload: socketLimits.preAuthPayloadBytes`. */
export function serveGraphqlSockets<P extends Record<string, unknown>, E extends SocketExtra>(
  options: ServerOptions<P, E>,
  wsServer: WebSocketServer,
  timings: SocketTimings = socketLimits,
): { dispose(): Promise<void> } {
  const serialised = new SerialisedResults();
  const server = makeServer<P, E>({
    ...options,
    onNext: (ctx, id, _payload, _args, result) => serialised.stand(ctx.extra.socket, id, result) as unknown as FormattedExecutionResult,
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

    let sending = Promise.resolve();
    const closed = server.opened(
      {
        protocol: socket.protocol,
        // Past the bound, a send waits for the client to read; one that reads nothing for the grace period is closed,
        // so a stalled client holds at most the bound plus one message, whatever it subscribed to. Sends go one at a
        // time, so each sees the data the one before it queued.
        send: (data) =>
          (sending = sending.then(async () => {
            if (await drained(socket, timings.slowReaderGraceMs)) socket.send(serialised.fill(socket, data));
            else if (socket.readyState === socket.OPEN) socket.close(socketCloseCodes.slowReader, 'Slow reader: too much unread data');
          })),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', async (data) => {
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
      for (const client of wsServer.clients) client.close(1001, 'Going away');
      wsServer.removeAllListeners('connection');
      await new Promise<void>((resolve, reject) => wsServer.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
