import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormats } from '../../shared/i18n/formats.ts';
import { ChangeText } from './ChangeText.tsx';
import { useTeamDay } from './useTeamDay.ts';
import { weekLabel, type Weeks } from './weeks.ts';
import { weekWords } from './weekWords.ts';
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
  const formats = useFormats();
  const count = (value: number | undefined) => (value === undefined ? '–' : formats.number(value));
  return (
    <section className="team-day" aria-labelledby="team-day-title">
      <h2 id="team-day-title" className="visually-hidden">
        <FormattedMessage
          defaultMessage="The team’s day"
          id="VUT/zd"
          description="Dashboard: heading (for screen readers) of the counts, chart and latest changes"
        />
      </h2>
      {failed && (
        <p className="team-day-failed" role="alert">
          <FormattedMessage
            defaultMessage="The figures could not be loaded. They will show again once the server answers."
            id="ba9Y7S"
            description="Dashboard: the counts and changes failed to load"
          />
        </p>
      )}
      <dl className="team-day-counts" aria-busy={!stats}>
        <div className="team-day-count">
          <dt>
            <FormattedMessage defaultMessage="Active customers" id="lwGLHf" description="Dashboard: label of a count" />
          </dt>
          <dd>{count(stats?.active)}</dd>
        </div>
        <div className="team-day-count">
          <dt>
            <FormattedMessage
              defaultMessage="Removed customers"
              id="LQ3CHy"
              description="Dashboard: label of a count"
            />
          </dt>
          <dd>{count(stats?.removed)}</dd>
        </div>
        <div className="team-day-count">
          <dt>
            <FormattedMessage
              defaultMessage="Added this week"
              id="ICAmWo"
              description="Dashboard: label of the count of customers added this week"
            />
          </dt>
          <dd>{count(stats?.addedThisWeek)}</dd>
        </div>
      </dl>
      <div className="team-day-panels">
        <section className="team-day-panel" aria-labelledby="team-day-weeks-title">
          <h2 id="team-day-weeks-title" className="team-day-panel-title">
            <FormattedMessage
              defaultMessage="Customers added and removed per week"
              id="JA8NTI"
              description="Dashboard: heading of the weekly chart"
            />
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
            <FormattedMessage
              defaultMessage="Latest changes"
              id="D0cadf"
              description="Dashboard: heading of the latest changes"
            />
          </h2>
          {changes && changes.length === 0 && (
            <p className="team-day-quiet">
              <FormattedMessage
                defaultMessage="No changes yet."
                id="iOpNFX"
                description="Dashboard: the latest changes list is empty"
              />
            </p>
          )}
          {changes && changes.length > 0 && (
            <ol className="team-day-changes">
              {changes.map((change, index) => (
                <li key={`${change.entry.at}-${change.customer?.id ?? index}-${index}`}>
                  <FormattedMessage
                    defaultMessage="{change}, {time}"
                    id="t6xfNs"
                    description="Dashboard, latest changes: one change and how long ago it was ('3 minutes ago')"
                    values={{
                      change: <ChangeText change={change} />,
                      time: (
                        <time dateTime={change.entry.at} title={formats.dateTime(new Date(change.entry.at))}>
                          {formats.ago(change.entry.at, now)}
                        </time>
                      ),
                    }}
                  />
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
  const formats = useFormats();
  return (
    // In a box of its own: a table is as wide as its content whatever width it is given.
    <div className="visually-hidden">
      <table>
        <caption>
          <FormattedMessage
            defaultMessage="Customers added and removed per week, the last 52 weeks, oldest first"
            id="BRsXPy"
            description="Dashboard: caption of the weekly chart's table, read by screen readers"
          />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage
                defaultMessage="Week of"
                id="Na5x5/"
                description="Dashboard, weekly table: heading of the column of each week's Monday"
              />
            </th>
            <th scope="col">
              <FormattedMessage {...weekWords.added} />
            </th>
            <th scope="col">
              <FormattedMessage {...weekWords.removed} />
            </th>
          </tr>
        </thead>
        <tbody>
          {weeks.map(({ weekStart, added, removed }) => (
            <tr key={weekStart}>
              <th scope="row">{weekLabel(weekStart, formats)}</th>
              <td>{added}</td>
              <td>{removed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
