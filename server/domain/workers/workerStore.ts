import type { Worker, WorkerPhoto } from './worker.ts';

/** The port every worker store adapter implements. Workers are read-only to the product. */
export interface WorkerStore {
  list(): Promise<Worker[]>;
  photo(id: string): Promise<WorkerPhoto | null>;
}
