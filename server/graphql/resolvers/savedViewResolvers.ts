import { UnauthenticatedError } from '../../domain/errors.ts';
import { can } from '../../domain/team/team.ts';
import type { Viewer } from '../../domain/team/teamAccess.ts';
import type { ViewEditor } from '../../domain/views/savedViewService.ts';
import { savedViewAccess } from '../fieldAccess.ts';
import type { Resolvers } from '../generated/resolvers.ts';

/** The viewer as the views' rules see them: who they are, and what their role lets them do with others' views. */
function editorOf(viewer: Viewer | null): ViewEditor {
  if (!viewer) throw new UnauthenticatedError();
  return {
    uid: viewer.uid,
    email: viewer.email,
    mayShare: can(viewer.role, savedViewAccess.share),
    mayManageShared: can(viewer.role, savedViewAccess.changeOthersShared),
  };
}

export const savedViewResolvers: Resolvers = {
  Query: {
    savedViews: (_, __, { services, viewer }) => services.savedViews.list(editorOf(viewer).uid),
  },
  Mutation: {
    saveView: (_, { input }, { services, viewer }) => services.savedViews.save(editorOf(viewer), input),
    deleteView: (_, { id }, { services, viewer }) => services.savedViews.remove(editorOf(viewer), id),
  },
  SavedView: {
    owner: (view) => view.owner,
    // A tag deleted since the view was saved drops out of its filter.
    tagIds: async (view, _, { services }) => {
      const tags = await services.tags.byId();
      return view.tagIds.filter((id) => tags.has(id));
    },
  },
};
