import type { Context } from 'graphql-ws';
import { sessionTokenHash } from '../domain/signin/signInSessions.ts';
import type { Viewer } from '../domain/team/teamAccess.ts';
import { log } from '../log.ts';
import type { Services } from '../services.ts';
import type { SocketExtra } from './graphqlSocket.ts';

type SocketContext = Context<Record<string, unknown>, SocketExtra>;

/** setTimeout's longest wait (about 24.8 days); a later expiry is reached in several steps */
const longestTimerMs = 2 ** 31 - 1;

/**
 * The live sockets of each session or API key: closed with 4401 when it ends (at once when it signs out or is signed
 * out from another device through any process, which moves the team's access revision, or when the team takes access
 * away on any process (a deactivated member, a revoked key); when an API key expires; within a minute when a session
 * expires), and counted for the per-session operation limit.
 */
export class SessionSockets {
  private readonly byToken = new Map<string, Set<SocketContext>>();
  /** Who each token stood for when its first socket opened */
  private readonly viewers = new Map<string, Viewer>();
  /** Each token by its hash: sessions ended from another device are named by hash */
  private readonly byHash = new Map<string, string>();
  /** A check due when an API key with open sockets expires */
  private readonly expiries = new Map<string, NodeJS.Timeout>();
  private readonly stopListening: Array<() => void>;
  private readonly recheck: NodeJS.Timeout;

  constructor(private readonly services: Services) {
    this.stopListening = [
      services.accounts.onSessionEnded((hash) => {
        const token = this.byHash.get(hash);
        if (token) this.end(token);
      }),
      services.team.onAccessChanged(() => {
        this.dropRefused();
        void this.dropEndedSessions();
      }),
    ];
    this.recheck = setInterval(() => void this.dropEndedSessions(), 60_000);
    this.recheck.unref();
  }

  add(token: string, viewer: Viewer, context: SocketContext): void {
    const set = this.byToken.get(token) ?? new Set();
    set.add(context);
    this.byToken.set(token, set);
    this.viewers.set(token, viewer);
    const hash = sessionTokenHash(token);
    this.byHash.set(hash, token);
    if (viewer.apiKeyExpiresAt !== undefined && !this.expiries.has(token)) this.checkAt(token, viewer.apiKeyExpiresAt);
    context.extra.socket.once('close', () => {
      set.delete(context);
      if (!set.size) {
        this.byToken.delete(token);
        this.viewers.delete(token);
        this.byHash.delete(hash);
        clearTimeout(this.expiries.get(token));
        this.expiries.delete(token);
      }
    });
  }

  /** Checks the token again at `when` (a key's expiry), in steps setTimeout can hold. */
  private checkAt(token: string, when: number): void {
    const wait = Math.min(Math.max(0, when - Date.now()), longestTimerMs);
    const timer = setTimeout(() => {
      this.expiries.delete(token);
      if (!this.byToken.has(token)) return;
      if (Date.now() < when) this.checkAt(token, when);
      else void this.dropEnded(token);
    }, wait);
    timer.unref();
    this.expiries.set(token, timer);
  }

  /** After an access change: the sockets of members and keys the team no longer lets in close at once. */
  private dropRefused(): void {
    for (const [token, viewer] of this.viewers) {
      if (!this.services.team.stillAllowed(viewer)) this.end(token);
    }
  }

  /** Operations running on all the sockets of this session. */
  operations(token: string): number {
    let count = 0;
    for (const context of this.byToken.get(token) ?? []) count += Object.keys(context.subscriptions).length;
    return count;
  }

  /** Operations running on all the sockets of the account (a person, or an API key) whose token this is. */
  accountOperations(token: string): number {
    const uid = this.viewers.get(token)?.uid;
    let count = 0;
    for (const [other, viewer] of this.viewers) if (viewer.uid === uid) count += this.operations(other);
    return count;
  }

  /** Other sessions (or keys) of this viewer's account holding live sockets. */
  otherSessions(token: string, viewer: Viewer): number {
    let count = 0;
    for (const [other, held] of this.viewers) if (other !== token && held.uid === viewer.uid) count += 1;
    return count;
  }

  /** Operations running on every socket (the metrics' live subscriptions). */
  allOperations(): number {
    let count = 0;
    for (const token of this.byToken.keys()) count += this.operations(token);
    return count;
  }

  dispose(): void {
    for (const stop of this.stopListening) stop();
    clearInterval(this.recheck);
    for (const timer of this.expiries.values()) clearTimeout(timer);
  }

  /**
   * Closes the session's sockets with 4401,
   * the reason being why it ended when that is known (domain/errors.ts's SessionEndReason).
   */
  private end(token: string): void {
    const contexts = [...(this.byToken.get(token) ?? [])];
    void this.services.accounts
      .sessionEndReason(token)
      .catch(() => null)
      .then((reason) => {
        // After the current turn, so a signOut sent over one of these sockets gets its answer before the close.
        setImmediate(() => {
          for (const { extra } of contexts) extra.socket.close(4401, reason ?? 'Session ended');
        });
      });
  }

  private async dropEndedSessions(): Promise<void> {
    for (const token of [...this.byToken.keys()]) await this.dropEnded(token);
  }

  private async dropEnded(token: string): Promise<void> {
    try {
      if (!(await this.services.accounts.viewerFor(token))) this.end(token);
    } catch (error) {
      log.error('checking the session of a live socket failed', error);
    }
  }
}
