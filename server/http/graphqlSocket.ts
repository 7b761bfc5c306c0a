// graphql-ws on a `ws` server, as graphql-ws's own `useServer` wires it, plus the socket limits of server/limits.ts:
// a small message limit until the socket authenticates, a bound on unsent data, and pings that must be answered.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { IncomingMessage } from 'node:http';
import { CloseCode, handleProtocols, makeServer, type ServerOptions } from 'graphql-ws';
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

/** Creates the server for sockets of `wsServer`, which must be made with `maxPayload: socketLimits.preAuthPayloadBytes`. */
export function serveGraphqlSockets<P extends Record<string, unknown>, E extends SocketExtra>(
  options: ServerOptions<P, E>,
  wsServer: WebSocketServer,
  timings: SocketTimings = socketLimits,
): { dispose(): Promise<void> } {
  const server = makeServer<P, E>({
    ...options,
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
            if (await drained(socket, timings.slowReaderGraceMs)) socket.send(data);
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
