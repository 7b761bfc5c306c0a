// The weekly chart's words, apart from weeks.ts: the chart's worker imports that one and needs no react-intl.
import { defineMessage, defineMessages } from 'react-intl';

/** The weekly chart's words (WeeklyChart.tsx), and its table's (TeamDay.tsx). */
export const weekWords = defineMessages({
  added: {
    defaultMessage: 'Added',
    id: 'rTQIdQ',
    description: 'Dashboard, weekly chart and table: customers added that week',
  },
  removed: {
    defaultMessage: 'Removed',
    id: 'WvhXZz',
    description: 'Dashboard, weekly chart and table: customers removed that week',
  },
  logScale: {
    defaultMessage: 'log scale',
    id: 'C/wEfN',
    description: 'Dashboard, weekly chart: title of the count axis when it is logarithmic',
  },
});

export const weekOfWords = defineMessage<{ week: string }>({
  defaultMessage: 'Week of {week}',
  id: 'uMy8bc',
  description: "Dashboard, weekly chart: the tooltip's title ({week}: the week's Monday, 'Nov 24, 2025')",
});
