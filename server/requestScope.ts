// What one request is and costs, for its log line and the metrics: filled in by the layers it passes through (the
// HTTP layer opens it, the GraphQL layer names the operation and the viewer, the Firestore meter adds its reads).
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestScope {
  /** The GraphQL operation's name, or its kind when it has none */
  operation?: string;
  userId?: string;
  firestoreReads: number;
  firestoreWrites: number;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();
