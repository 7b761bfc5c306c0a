// Request budgets per API key and per account (all of a person's sessions share one): every GraphQL operation, over
// HTTP or the socket, and every export spends points of it (server/limits.ts); past it, HTTP answers 429 and the socket
// an error, both with code RATE_LIMITED, the IETF draft's RateLimit and RateLimit-Policy fields, and when to try again.
import type { Response } from 'express';
import { GraphQLError, Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { apiBudgetCosts } from '../limits.ts';

export interface ApiBudgetOptions {
  perMinute: number;
  /** Seconds the budget is counted over (a minute; shorter in tests) */
  windowSeconds?: number;
}

export interface BudgetAnswer {
  allowed: boolean;
  /** The IETF draft's fields, and Retry-After when refused */
  headers: Record<string, string>;
  /** Seconds until the spent points come back */
  retryAfter: number;
}

/** What an operation costs: writes more than reads, and an import by its rows too. */
export function operationCost(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): number {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation =
    operations.find((candidate) => !operationName || candidate.name?.value === operationName) ?? operations[0];
  if (!operation || operation.operation !== 'mutation') return apiBudgetCosts.read;
  let rows = 0;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || selection.name.value !== 'importCustomers') continue;
    const argument = selection.arguments?.find((arg) => arg.name.value === 'rows');
    if (argument?.value.kind === Kind.LIST) rows += argument.value.values.length;
    else if (argument?.value.kind === Kind.VARIABLE) {
      const given = variables?.[argument.value.name.value];
      if (Array.isArray(given)) rows += given.length;
    }
  }
  return apiBudgetCosts.write + Math.ceil(rows / apiBudgetCosts.importRowsPerPoint);
}

export class ApiBudget {
  private readonly limiter: RateLimiterMemory;
  private readonly policy: string;

  constructor(private readonly options: ApiBudgetOptions) {
    const duration = options.windowSeconds ?? apiBudgetCosts.windowSeconds;
    this.limiter = new RateLimiterMemory({ points: options.perMinute, duration });
    this.policy = `"default";q=${options.perMinute};w=${duration}`;
  }

  /**
   * Spends `points` of the budget of `account`: the viewer's uid, a person's (shared by all their sessions, so a new
   * sign-in brings no fresh budget) or an API key's.
   */
  async spend(account: string, points: number): Promise<BudgetAnswer> {
    let result: RateLimiterRes;
    let allowed = true;
    try {
      result = await this.limiter.consume(account, points);
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      result = refused;
      allowed = false;
    }
    const reset = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
    const headers: Record<string, string> = {
      'RateLimit-Policy': this.policy,
      RateLimit: `"default";r=${Math.max(0, result.remainingPoints)};t=${reset}`,
    };
    if (!allowed) headers['Retry-After'] = String(reset);
    return { allowed, headers, retryAfter: reset };
  }

  /**
   * For a download: spends `points`, puts the RateLimit fields on `res`,
   * and when refused answers 429 itself; answers whether to go on.
   */
  async admitDownload(account: string, points: number, res: Response): Promise<boolean> {
    const answer = await this.spend(account, points);
    res.set(answer.headers);
    if (!answer.allowed) res.status(429).type('text/plain').send(ApiBudget.refusal(answer, false).message);
    return answer.allowed;
  }

  /**
   * Spends points already used (an export's rows, counted as they stream):
   * never refuses, the next request waits instead.
   */
  async charge(account: string, points: number): Promise<void> {
    if (points > 0) await this.limiter.penalty(account, points);
  }

  /** The error a refused operation gets; over HTTP its status is 429 and it carries the headers. */
  static refusal(answer: BudgetAnswer, overHttp: boolean): GraphQLError {
    return new GraphQLError(
      `Too many requests: this API key or account has used its budget. Try again in ${answer.retryAfter} s.`,
      {
        extensions: {
          code: 'RATE_LIMITED',
          retryAfter: answer.retryAfter,
          ...(overHttp && { http: { status: 429, headers: new Map(Object.entries(answer.headers)) } }),
        },
      },
    );
  }
}
