// A Firestore call that has not answered by its deadline is answered StoreUnavailableError (UNAVAILABLE to clients)
// instead of waiting for the SDK's own retries, which last minutes while Firestore is away.
import { StoreUnavailableError } from '../../domain/errors.ts';

export function withDeadline<T>(call: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreUnavailableError()), ms);
  });
  // The SDK may still apply a write after the deadline; its outcome then reaches live lists through the feed.
  call.catch(() => undefined);
  return Promise.race([call, deadline]).finally(() => clearTimeout(timer));
}
