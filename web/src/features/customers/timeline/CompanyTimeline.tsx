// A company's page, below its people: the timeline of all of them in one list (what the team did and wrote about each,
// their tasks, the changes to their fields), newest first, each entry naming its person as a link to their page;
// filtered by kind, fetched page by page and live as a customer's timeline is. Read only: activities are written and
// changed on the person's own page.
import { useIntl } from 'react-intl';
import { TimelineItem } from './TimelineItem.tsx';
import { TimelineList } from './TimelineList.tsx';
import { timelineWords } from './timelineWords.ts';
import { useCompanyTimeline } from './useTimeline.ts';
import './timeline.css';

export function CompanyTimeline({ company }: { company: { id: string } }) {
  const intl = useIntl();
  const { entries, state, hasMore, loadMore } = useCompanyTimeline(company.id);
  return (
    <section
      className="customer-timeline company-timeline"
      aria-labelledby="company-timeline-title"
      aria-busy={state === 'loading'}
    >
      <h2 className="section-title" id="company-timeline-title">
        {intl.formatMessage(timelineWords.companyTitle)}
      </h2>
      <TimelineList
        entries={entries}
        state={state}
        hasMore={hasMore}
        loadMore={loadMore}
        item={(entry) => <TimelineItem key={entry.id} entry={entry} mayChange={false} showCustomer />}
      />
    </section>
  );
}
