import type { TeamDayQuery } from '../../gql/graphql.ts';

export type Weeks = TeamDayQuery['customerStats']['weeks'];

const weekFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "24 Nov 2025": a week by its Monday (UTC, as the server counts weeks). */
export const weekLabel = (weekStart: string) => weekFormat.format(new Date(`${weekStart}T00:00:00Z`));
