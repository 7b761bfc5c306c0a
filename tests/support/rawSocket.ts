// A bare graphql-transport-ws socket for API tests that need to see or send the protocol's own messages.
import WebSocket from 'ws';
import { sleep, wsUrl } from './crmServer.ts';

export interface Message {
  type: string;
  id?: string;
  payload?: unknown;
}

/** A bare graphql-transport-ws socket, so a test can misbehave in ways the graphql-ws client never would. */
export function rawSocket(url: string, options: { headers?: Record<string, string>; autoPong?: boolean } = {}) {
  const socket = new WebSocket(wsUrl(url), 'graphql-transport-ws', options);
  const messages: Message[] = [];
  /** Each message as it came, beside `messages` */
  const texts: string[] = [];
  socket.on('message', (data) => {
    texts.push(String(data));
    messages.push(JSON.parse(String(data)) as Message);
  });
  socket.on('error', () => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const opened = new Promise<void>((resolve) => socket.once('open', () => resolve()));
  const send = (message: Message) => socket.send(JSON.stringify(message));
  const waitFor = async (predicate: (message: Message) => boolean, timeoutMs = 5000): Promise<Message> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = messages.find(predicate);
      if (found) return found;
      if (socket.readyState === WebSocket.CLOSED) break;
      await sleep(20);
    }
    throw new Error(`no such message; got ${JSON.stringify(messages).slice(0, 300)}`);
  };
  /** Opens and authenticates with the token; resolves on the ack. */
  const start = async (token: string, padding = '') => {
    await opened;
    send({ type: 'connection_init', payload: { authorization: `Bearer ${token}`, ...(padding && { padding }) } });
    await waitFor((message) => message.type === 'connection_ack');
  };
  return { socket, messages, texts, closed, opened, send, waitFor, start };
}
