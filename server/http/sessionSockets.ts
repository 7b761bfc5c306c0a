import type { Context } from 'graphql-ws';
import { log } from '../log.ts';
import type { Services } from '../services.ts';
import type { SocketExtra } from './graphqlSocket.ts';

type SocketContext = Context<Record<string, unknown>, SocketExtra>;

/**
 * The live sockets of each session: closed with 4401 when the session ends (at once when it signs out here,
 * within a minute when it expires or is revoked elsewhere), and counted for the per-session operation limit.
 */
export class SessionSockets {
  private readonly byToken = new Map<string, Set<SocketContext>>();
  private readonly stopListening: () => void;
  private readonly recheck: NodeJS.Timeout;

  constructor(private readonly services: Services) {
    this.stopListening = services.accounts.onSessionEnded((token) => this.end(token));
    this.recheck = setInterval(() => void this.dropEndedSessions(), 60_000);
    this.recheck.unref();
  }

  add(token: string, context: SocketContext): void {
    const set = this.byToken.get(token) ?? new Set();
    set.add(context);
    this.byToken.set(token, set);
    context.extra.socket.once('close', () => {
      set.delete(context);
      if (!set.size) this.byToken.delete(token);
    });
  }

  /** Operations running on all the sockets of this session. */
  operations(token: string): number {
    let count = 0;
    for (const context of this.byToken.get(token) ?? []) count += Object.keys(context.subscriptions).length;
    return count;
  }

  /** Operations running on every socket (the metrics' live subscriptions). */
  allOperations(): number {
    let count = 0;
    for (const token of this.byToken.keys()) count += this.operations(token);
    return count;
  }

  dispose(): void {
    this.stopListening();
    clearInterval(this.recheck);
  }

  private end(token: string): void {
    const contexts = [...(this.byToken.get(token) ?? [])];
    // After the current turn, so a signOut sent over one of these sockets gets its answer before the close.
    setImmediate(() => {
      for (const { extra } of contexts) extra.socket.close(4401, 'Session ended');
    });
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
