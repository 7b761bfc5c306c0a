import type { Resolvers } from '../generated/resolvers.ts';

export function workerPhotoPath(id: string): string {
  return `/photos/workers/${encodeURIComponent(id)}`;
}

export const workerResolvers: Resolvers = {
  Query: {
    workers: (_, { search }, { services }) => services.workers.list(search),
  },
  Worker: {
    photoUrl: (worker) => (worker.hasPhoto ? workerPhotoPath(worker.id) : null),
  },
};
