// Request bodies are measured as bytes, before JSON.parse builds anything: nesting deeper than httpLimits.jsonDepth
// (JSON.stringify of the variables, for one, overflows the stack at 100,000 levels), or more values than
// httpLimits.jsonValues (a 1 MB body of `[{},{},…]` parses into 300,000 objects, some 30 MB of heap each; 50 of them
// at once held the server near 650 MB), is refused with a 400 and costs one pass over the bytes.
import type { IncomingMessage } from 'node:http';
import { httpLimits } from '../limits.ts';

const quote = 0x22;
const backslash = 0x5c;
const comma = 0x2c;
const openBrace = 0x7b;
const openBracket = 0x5b;
const closeBrace = 0x7d;
const closeBracket = 0x5d;

export type JsonShapeProblem = 'json.too.deep' | 'json.too.many.values';

/**
 * What is wrong with the shape of the JSON text `bytes`, or null: nesting past `maxDepth`, or more than `maxValues`
 * values inside objects and arrays (counted by their separators and openings, outside strings). Text that is not
 * JSON passes: JSON.parse refuses it next.
 */
export function jsonShapeProblem(bytes: Uint8Array, maxDepth: number, maxValues: number): JsonShapeProblem | null {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === backslash) i++;
      else if (byte === quote) inString = false;
      continue;
    }
    if (byte === quote) inString = true;
    else if (byte === openBrace || byte === openBracket) {
      depth++;
      values++;
      if (depth > maxDepth) return 'json.too.deep';
    } else if (byte === closeBrace || byte === closeBracket) depth--;
    else if (byte === comma) values++;
    if (values > maxValues) return 'json.too.many.values';
  }
  return null;
}

/**
 * express.json's `verify`: throws the 400
 * (answered as the other client mistakes are, requestErrors.ts) for a bad shape.
 */
export function verifyJsonShape(_req: IncomingMessage, _res: unknown, bytes: Buffer): void {
  const problem = jsonShapeProblem(bytes, httpLimits.jsonDepth + 1, httpLimits.jsonValues);
  if (problem) throw Object.assign(new Error(problem), { status: 400, type: problem });
}
