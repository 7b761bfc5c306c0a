import { compareWorkers } from '../ordering.ts';
import { matchesWorkerSearch } from '../search.ts';
import type { Worker, WorkerPhoto } from './worker.ts';
import type { WorkerStore } from './workerStore.ts';

export class WorkerService {
  constructor(private readonly store: WorkerStore) {}

  async list(search?: string | null): Promise<Worker[]> {
    const workers = await this.store.list();
    return (search ? workers.filter((worker) => matchesWorkerSearch(worker, search)) : workers).sort(compareWorkers);
  }

  photo(id: string): Promise<WorkerPhoto | null> {
    return this.store.photo(id);
  }
}
