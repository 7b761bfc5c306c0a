// Subscriptions whose events are shared objects (one change set for every subscriber of a filter) are executed once
// per event and distinct document, not once per subscriber. This holds because no field below a subscription root
// depends on who is asking: the viewer is checked once, when the subscription starts (resolvers/index.ts).
import {
  createSourceEventStream,
  execute,
  print,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';

type Result = ExecutionResult | Promise<ExecutionResult>;

const printed = new WeakMap<DocumentNode, string>();

function documentKey({ document, operationName, variableValues }: ExecutionArgs): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return `${operationName ?? ''}\n${JSON.stringify(variableValues ?? {})}\n${text}`;
}

/** graphql-js's `subscribe`, with each event's execution shared by every subscription of the same document. */
export function createSharedSubscribe() {
  const results = new WeakMap<object, Map<string, Result>>();

  const executeShared = (event: unknown, key: string, args: ExecutionArgs): Result => {
    if (typeof event !== 'object' || event === null) return execute({ ...args, rootValue: event });
    let byDocument = results.get(event);
    if (!byDocument) results.set(event, (byDocument = new Map()));
    let result = byDocument.get(key);
    if (!result) byDocument.set(key, (result = execute({ ...args, rootValue: event })));
    return result;
  };

  return async (args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> => {
    const stream = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in stream)) return stream;
    const key = documentKey(args);
    const source = stream[Symbol.asyncIterator]();
    // An explicit iterator, not an async generator: return() must reach the source even while a next() is pending.
    const mapped: AsyncIterableIterator<ExecutionResult> = {
      async next() {
        const item = await source.next();
        return item.done ? { done: true, value: undefined } : { done: false, value: await executeShared(item.value, key, args) };
      },
      async return() {
        await source.return?.();
        return { done: true, value: undefined };
      },
      async throw(error: unknown) {
        await source.return?.();
        throw error;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
    return mapped;
  };
}
