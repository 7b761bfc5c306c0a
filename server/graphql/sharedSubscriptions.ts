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
import { isPushable, type PushableIterator } from './watcherIterator.ts';

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
    const mapped: AsyncIterableIterator<ExecutionResult> & Partial<PushableIterator<ExecutionResult>> = {
      async next() {
        const item = await source.next();
        return item.done
          ? { done: true, value: undefined }
          : { done: false, value: await executeShared(item.value, key, args) };
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
    if (isPushable(source))
      mapped.pushTo = (listener) => pushResults(source, (event) => executeShared(event, key, args), listener);
    return mapped;
  };
}

/**
 * Each event's result to `listener`: at once when it executed synchronously, else in event order once it has (none
 * after the source ended, as graphql-ws sends none after a subscription completed).
 */
async function pushResults(
  source: PushableIterator<unknown>,
  run: (event: unknown) => Result,
  listener: (result: ExecutionResult) => void,
): Promise<void> {
  let ended = false;
  let later: Promise<void> | null = null;
  const failures: unknown[] = [];
  try {
    await source.pushTo((event) => {
      const result = run(event);
      if (!later && !(result instanceof Promise)) return listener(result);
      later = (later ?? Promise.resolve())
        .then(async () => {
          const executed = await result;
          if (!ended) listener(executed);
        })
        .catch((error: unknown) => {
          failures.push(error);
          void source.return?.();
        });
    });
  } finally {
    ended = true;
  }
  await later;
  if (failures.length) throw failures[0];
}
