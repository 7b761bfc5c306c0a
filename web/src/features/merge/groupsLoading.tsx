import { PageCardSkeleton } from '../../shared/PageCard.tsx';

/** While the duplicates' groups come: the card's skeleton, busy (the shell's footer waits out of sight meanwhile). */
export function GroupsLoading() {
  return (
    <div aria-busy="true">
      <PageCardSkeleton rows={6} />
    </div>
  );
}
