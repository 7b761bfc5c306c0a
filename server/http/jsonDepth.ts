// Request bodies nested deeper than httpLimits.jsonDepth are refused before anything walks them recursively
// (JSON.stringify of the variables, for one, overflows the stack at 100,000 levels).
import type { RequestHandler } from 'express';
import { httpLimits } from '../limits.ts';

/** Whether `value` nests objects or arrays more than `limit` levels deep; iterative, and stops at the limit. */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length) {
    const { value: item, depth } = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}

/** A 400 (answered as the other client mistakes are, requestErrors.ts) for a body nested too deep. */
export const jsonDepthLimit: RequestHandler = (req, _res, next) => {
  if (nestedDeeperThan(req.body, httpLimits.jsonDepth + 1)) {
    next(Object.assign(new Error(`JSON nested more than ${httpLimits.jsonDepth} levels`), { status: 400, type: 'json.too.deep' }));
  } else next();
};
