import type { TeamDayQuery } from '../../gql/graphql.ts';
import { shortUtcDate } from '../../shared/formatEn.ts';

export type Weeks = TeamDayQuery['customerStats']['weeks'];

/** "Nov 24, 2025": a week by its Monday (UTC, as the server counts weeks). */
export const weekLabel = (weekStart: string) => shortUtcDate(new Date(`${weekStart}T00:00:00Z`));
