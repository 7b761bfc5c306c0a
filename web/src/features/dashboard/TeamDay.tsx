import { lazy, Suspense, useEffect, useState } from 'react';
import { groupDigits, localDateTime } from '../../shared/formatEn.ts';
import { timeAgo } from '../../shared/timeAgo.ts';
import { describeChange } from './describeChange.tsx';
import { useTeamDay } from './useTeamDay.ts';
import { weekLabel, type Weeks } from './weeks.ts';
import './dashboard.css';

// The chart library comes in a chunk of its own, fetched only here: the login screen and the lists never load it.
const WeeklyChart = lazy(() => import('./WeeklyChart.tsx'));

/** The time now, again every 30 s: "2 minutes ago" stays true while the page is open. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The team's day below the welcome image: live counts, a year of weeks as a chart, and the latest changes. */
export function TeamDay({ colorScheme }: { colorScheme: 'light' | 'dark' }) {
  const { stats, changes, failed } = useTeamDay();
  const now = useNow();
  const count = (value: number | undefined) => (value === undefined ? '–' : groupDigits(value));
  return (
    <section className="team-day" aria-labelledby="team-day-title">
      <h2 id="team-day-title" className="visually-hidden">
        The team’s day
      </h2>
      {failed && (
        <p className="team-day-failed" role="alert">
          The figures could not be loaded. They will show again once the server answers.
        </p>
      )}
      <dl className="team-day-counts" aria-busy={!stats}>
        <div className="team-day-count">
          <dt>Active customers</dt>
          <dd>{count(stats?.active)}</dd>
        </div>
        <div className="team-day-count">
          <dt>Removed customers</dt>
          <dd>{count(stats?.removed)}</dd>
        </div>
        <div className="team-day-count">
          <dt>Added this week</dt>
          <dd>{count(stats?.addedThisWeek)}</dd>
        </div>
      </dl>
      <div className="team-day-panels">
        <section className="team-day-panel" aria-labelledby="team-day-weeks-title">
          <h2 id="team-day-weeks-title" className="team-day-panel-title">
            Customers added and removed per week
          </h2>
          <div className="team-day-chart">
            {stats && (
              <Suspense fallback={null}>
                <WeeklyChart weeks={stats.weeks} colorScheme={colorScheme} />
              </Suspense>
            )}
          </div>
          {stats && <WeeksTable weeks={stats.weeks} />}
        </section>
        <section className="team-day-panel" aria-labelledby="team-day-changes-title">
          <h2 id="team-day-changes-title" className="team-day-panel-title">
            Latest changes
          </h2>
          {changes && changes.length === 0 && <p className="team-day-quiet">No changes yet.</p>}
          {changes && changes.length > 0 && (
            <ol className="team-day-changes">
              {changes.map((change, index) => (
                <li key={`${change.entry.at}-${change.customer?.id ?? index}-${index}`}>
                  {describeChange(change)},{' '}
                  <time dateTime={change.entry.at} title={localDateTime(new Date(change.entry.at))}>
                    {timeAgo(change.entry.at, now)}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </section>
  );
}

/** The chart's text alternative: every week as a row, read by screen readers, not shown. */
function WeeksTable({ weeks }: { weeks: Weeks }) {
  return (
    // In a box of its own: a table is as wide as its content whatever width it is given.
    <div className="visually-hidden">
      <table>
        <caption>Customers added and removed per week, the last 52 weeks, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Added</th>
            <th scope="col">Removed</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map(({ weekStart, added, removed }) => (
            <tr key={weekStart}>
              <th scope="row">{weekLabel(weekStart)}</th>
              <td>{added}</td>
              <td>{removed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
