// Request budgets per API key and per session: every GraphQL operation, over HTTP or the socket, spends points of
// its token's budget (server/limits.ts); past it, HTTP answers 429 and the socket an error, both with code
// RATE_LIMITED, the IETF draft's RateLimit and RateLimit-Policy fields, and when to try again.
import { createHash } from 'node:crypto';
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
export function operationCost(document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> | null | undefined): number {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  const operation = operations.find((candidate) => !operationName || candidate.name?.value === operationName) ?? operations[0];
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

  /** Spends `points` of the budget of the session or key whose token this is. */
  async spend(token: string, points: number): Promise<BudgetAnswer> {
    // The token itself is never kept: its hash names the budget.
    const key = createHash('sha256').update(token).digest('base64url');
    let result: RateLimiterRes;
    let allowed = true;
    try {
      result = await this.limiter.consume(key, points);
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

  /** The error a refused operation gets; over HTTP its status is 429 and it carries the headers. */
  static refusal(answer: BudgetAnswer, overHttp: boolean): GraphQLError {
    return new GraphQLError(`Too many requests: this key or session has used its budget. Try again in ${answer.retryAfter} s.`, {
      extensions: {
        code: 'RATE_LIMITED',
        retryAfter: answer.retryAfter,
        ...(overHttp && { http: { status: 429, headers: new Map(Object.entries(answer.headers)) } }),
      },
    });
  }
}
