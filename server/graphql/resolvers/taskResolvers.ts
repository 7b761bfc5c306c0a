import { UnauthenticatedError } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/team/teamAccess.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { member } from './teamResolvers.ts';

const isoOrNull = (at: number | null) => (at === null ? null : new Date(at).toISOString());

function viewerOf(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
}

export const taskResolvers: Resolvers = {
  Query: {
    tasks: (_, { filter, first, after }, { services, viewer }) =>
      services.tasks.page(viewerOf(viewer), filter ?? {}, first ?? 100, after ?? null),
  },
  Mutation: {
    createTask: (_, { input }, { services, viewer }) => services.tasks.create(viewerOf(viewer), input),
    updateTask: (_, { id, input }, { services, viewer }) => services.tasks.update(viewerOf(viewer), id, input),
    completeTask: (_, { id, done }, { services, viewer }) =>
      services.tasks.complete(viewerOf(viewer), id, done ?? true),
    deleteTask: (_, { id }, { services, viewer }) => services.tasks.remove(viewerOf(viewer), id),
  },
  Task: {
    dueAt: (task) => isoOrNull(task.dueAt),
    doneAt: (task) => isoOrNull(task.doneAt),
    createdAt: (task) => new Date(task.createdAt).toISOString(),
    assignee: async (task, _, { services }) => {
      const found = await services.team.memberOrNull(task.assigneeUid);
      return found && member(found);
    },
    createdBy: async (task, _, { services }) => {
      const found = await services.team.memberOrNull(task.createdBy);
      return found && member(found);
    },
    customer: (task, _, { services }) => (task.customerId ? services.customers.get(task.customerId) : null),
  },
  TaskPage: {
    pageInfo: (page) => ({ endCursor: page.endCursor, hasNextPage: page.hasNextPage }),
  },
};
