import type { ActivityEditor } from '../../domain/activities/activityService.ts';
import type { TimelineEntry, TimelinePage } from '../../domain/activities/timeline.ts';
import type { Customer } from '../../domain/customers/customer.ts';
import { UnauthenticatedError } from '../../domain/errors.ts';
import { can, type Member } from '../../domain/team/team.ts';
import type { Viewer } from '../../domain/team/teamAccess.ts';
import type { GraphQLContext } from '../context.ts';
import { activityAccess } from '../fieldAccess.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { watcherIterator } from '../watcherIterator.ts';

const iso = (at: number) => new Date(at).toISOString();

/** The caller as the activities' rules see them: who they are, and whether they may change others' activities. */
function editorOf(viewer: Viewer | null): ActivityEditor {
  if (!viewer) throw new UnauthenticatedError();
  return { uid: viewer.uid, email: viewer.email, mayManageOthers: can(viewer.role, activityAccess.manageOthers) };
}

/** A member as the schema's Member type shows one; null for someone no longer on the team. */
async function memberOf(uid: string, { services }: GraphQLContext) {
  const member: Member | null = await services.team.knownMember(uid);
  return (
    member && {
      ...member,
      joinedAt: iso(member.joinedAt),
      lastActiveAt: member.lastActiveAt === null ? null : iso(member.lastActiveAt),
    }
  );
}

/**
 * A page as the schema's TimelinePage: its entries share one memo of the customers they name, so a page of a company's
 * timeline reads each of its people once, and only when the query asks for them.
 */
function timelinePageOf(page: TimelinePage) {
  const customers = new Map<string, Promise<Customer | null>>();
  return {
    nodes: page.nodes.map((entry): ResolvedEntry => ({ ...entry, customers })),
    pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
  };
}

type ResolvedEntry = TimelineEntry & { customers?: Map<string, Promise<Customer | null>> };

export const activityResolvers: Resolvers = {
  Query: {
    customerTimeline: async (_, { customerId, first, after }, { services }) =>
      timelinePageOf(await services.timeline.page(customerId, first ?? 50, after ?? null)),
    companyTimeline: async (_, { companyId, first, after }, { services }) =>
      timelinePageOf(await services.companyTimeline.page(companyId, first ?? 50, after ?? null)),
  },
  Mutation: {
    addActivity: (_, { input }, { services, viewer }) => services.activities.add(editorOf(viewer), input),
    updateActivity: (_, { id, body }, { services, viewer }) => services.activities.update(editorOf(viewer), id, body),
    deleteActivity: (_, { id }, { services, viewer }) => services.activities.remove(editorOf(viewer), id),
  },
  Activity: {
    at: (activity) => iso(activity.at),
    editedAt: (activity) => (activity.editedAt === null ? null : iso(activity.editedAt)),
    author: (activity, _, context) => (activity.author ? memberOf(activity.author.uid, context) : null),
    mentions: async (activity, _, context) =>
      (await Promise.all(activity.mentions.map((uid) => memberOf(uid, context)))).filter((member) => member !== null),
  },
  TimelineEntry: {
    at: (entry) => iso(entry.at),
    activity: (entry) => entry.activity ?? null,
    change: (entry) => (entry.change ? { ...entry.change, at: iso(entry.change.at) } : null),
    task: (entry) => entry.task ?? null,
    deleted: (entry) => entry.deleted === true,
    customer: (entry: ResolvedEntry, _, { services }) => {
      const id = entry.customerId;
      if (!id) return null;
      const known = entry.customers?.get(id);
      if (known) return known;
      const read = services.customers.get(id);
      entry.customers?.set(id, read);
      return read;
    },
  },
  Subscription: {
    customerTimelineChanged: {
      subscribe: async (_, { customerId }, { services }) => {
        await services.timeline.mustExist(customerId);
        return watcherIterator<TimelineEntry>((watcher) =>
          services.timeline.watchEntries(customerId, (entry) => watcher.next(entry)),
        );
      },
      resolve: (entry: TimelineEntry) => entry,
    },
    companyTimelineChanged: {
      subscribe: async (_, { companyId }, { services }) => {
        await services.companyTimeline.mustExist(companyId);
        return watcherIterator<TimelineEntry>((watcher) =>
          services.companyTimeline.watchEntries(companyId, (entry) => watcher.next(entry)),
        );
      },
      resolve: (entry: TimelineEntry) => entry,
    },
  },
};
