// A mutation the server refused (FORBIDDEN: the role may not do it), as screens hear of it: app/apolloClient.ts
// reports the server's message, the shell shows it, so no refusal passes silently.
export const refusalShownInPlaceKey = 'refusalShownInPlace';
/** A mutation's context when its screen explains a refusal itself: the shell's notice stays away. */
export const refusalShownInPlace = { [refusalShownInPlaceKey]: true };

type Listener = (message: string) => void;

const listeners = new Set<Listener>();

export function reportRefusal(message: string): void {
  for (const listener of [...listeners]) listener(message);
}

/** Calls `listener` with the server's message for each refused mutation; returns the unsubscribe function. */
export function onRefusal(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
