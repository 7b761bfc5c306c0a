// The team's tags: read by everyone signed in, defined by owners and admins (fieldAccess.ts), put on customers in bulk
// by members and above; a customer's tags read from what this process holds of them (TagService).
import type { CountedTag } from '../../domain/tags/tag.ts';
import { sortTags } from '../../domain/tags/tag.ts';
import { whenHeld } from '../../domain/heldRead.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { audited, selectionOf } from './customerResolvers.ts';

export const tagResolvers: Resolvers = {
  Query: {
    tags: (_, __, { services }) => services.tags.list(),
  },
  Mutation: {
    createTag: async (_, { name, color }, { services, viewer, requester }) => {
      const tag = await services.tags.create(name, color);
      await services.team.record(viewer, requester, 'tag.created', tag.name, `color ${tag.color}`);
      return tag;
    },
    updateTag: async (_, { id, name, color }, { services, viewer, requester }) => {
      const tag = await services.tags.update(id, name, color);
      await services.team.record(viewer, requester, 'tag.updated', tag.name, `color ${tag.color}`);
      return tag;
    },
    deleteTag: async (_, { id }, { services, viewer, requester }) => {
      const tag = (await services.tags.byId(true)).get(id);
      await services.tags.remove(id, viewer);
      await services.team.record(viewer, requester, 'tag.deleted', tag?.name ?? id);
      return true;
    },
    tagCustomers: async (_, { selection, add, remove }, context) =>
      audited(
        context.services.tags.tagCustomers(await selectionOf(selection, context), { add, remove }, context.viewer),
        'customers.tagged',
        selection,
        context,
      ),
  },
  Customer: {
    // From the tags this process holds: a list of 100,000 rows asks once per row, and awaits nothing once they are read.
    tags: (customer, _, { services }) => {
      const ids = customer.tagIds;
      if (!ids?.length) return [];
      return whenHeld(services.tags.byIdNow(), (tags) => sortTags(ids.flatMap((id) => tags.get(id) ?? [])));
    },
  },
  Tag: {
    count: async (tag, _, { services }) =>
      (tag as Partial<CountedTag>).count ?? (await services.tags.counts()).get(tag.id) ?? 0,
  },
};
