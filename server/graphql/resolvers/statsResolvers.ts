import type { Resolvers } from '../generated/resolvers.ts';
import { dayIn } from '../../domain/stats/customerStats.ts';
import { watcherIterator } from '../watcherIterator.ts';

export const statsResolvers: Resolvers = {
  Query: {
    customerStats: async (_, __, { services }) => {
      const stats = await services.stats.stats();
      const { timeZone } = services.team.defaults();
      return {
        ...stats,
        weeks: stats.weeks.map(({ weekStart, added, removed }) => ({
          weekStart: dayIn(weekStart, timeZone),
          added,
          removed,
        })),
      };
    },
    recentChanges: async (_, { first }, { services }) =>
      (await services.stats.recentChanges(first)).map(({ customer, entry: { at, ...entry } }) => ({
        customer,
        entry: { ...entry, at: new Date(at).toISOString() },
      })),
  },
  Subscription: {
    customerStatsChanged: {
      subscribe: (_, __, { services }) =>
        watcherIterator<number>((watcher) => {
          // The first signal at once: whatever changed before this subscription started
          // (or while a socket was away) is asked for again.
          watcher.next(Date.now());
          return services.stats.watch((at) => watcher.next(at));
        }),
      resolve: (at: number) => new Date(at).toISOString(),
    },
  },
};
