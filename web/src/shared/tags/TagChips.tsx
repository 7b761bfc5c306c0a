// Tags as coloured chips, plain elements (the list renders one set per row). A customer carries tag ids; names and
// colours come from the team's tags (TagsProvider), so a renamed or recoloured tag shows at once on every row.
import { useQuery } from '@apollo/client/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TagsQuery } from '../../gql/graphql.ts';
import { TagsDocument } from './tagDocuments.ts';
import './tags.css';

export type TeamTag = TagsQuery['tags'][number];

const TagsContext = createContext<ReadonlyMap<string, TeamTag>>(new Map());

/** The team's tags, in name order (the server's), and whether they are still loading; `skip`: not asked here. */
export function useTeamTags(skip = false): { tags: readonly TeamTag[]; loading: boolean } {
  const { data, loading } = useQuery(TagsDocument, { fetchPolicy: 'cache-and-network', skip });
  return { tags: data?.tags ?? [], loading };
}

/** Gives the chips below it the team's tags by id: `tags` where the screen has them already, else asked for here. */
export function TagsProvider({ children, tags: known }: { children: ReactNode; tags?: readonly TeamTag[] }) {
  const asked = useTeamTags(known !== undefined).tags;
  const tags = known ?? asked;
  const byId = useMemo(() => new Map(tags.map((tag) => [tag.id, tag])), [tags]);
  return <TagsContext.Provider value={byId}>{children}</TagsContext.Provider>;
}

export function TagChip({ name, color }: { name: string; color: string }) {
  return (
    <span className="tag-chip" data-color={color}>
      {name}
    </span>
  );
}

/** The chips of the tags a customer carries, in name order; tags unknown here (deleted) are left out. */
export function TagChips({ ids }: { ids: readonly { id: string }[] }) {
  const byId = useContext(TagsContext);
  const tags = ids.flatMap(({ id }) => byId.get(id) ?? []);
  if (!tags.length) return null;
  tags.sort((a, b) => a.name.localeCompare(b.name));
  return (
    <span className="tag-chips">
      {tags.map((tag) => (
        <TagChip key={tag.id} name={tag.name} color={tag.color} />
      ))}
    </span>
  );
}
