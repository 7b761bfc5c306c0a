// A customer's page: plain elements and app.css, no antd (AppRoutes opens it without antd's providers), so a phone
// renders the fields and the history without downloading and running antd first. The fields are rendered as antd's
// bordered Descriptions, the history as its Timeline; a merged customer's notice, rarely shown, fetches antd
// (MergedIntoNotice.tsx).
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { antdIsland } from '../../shared/AntdIsland.tsx';
import { PageCard, PageCardSkeleton } from '../../shared/PageCard.tsx';
import { screenWords } from '../../shared/screenWords.ts';
import { usePermissions } from '../../shared/permissions.tsx';
import { useStackedRows } from '../../shared/listPage.tsx';
import { useStaggeredRender } from '../../shared/useStaggeredRender.ts';
import { frameShows } from '../../shared/firstFrame.ts';
import { CustomerHistory } from './history/CustomerHistory.tsx';
import { CustomerTimeline } from './timeline/CustomerTimeline.tsx';
import { CustomerLoadFailed, CustomerNotFound } from './customerErrorScreens.tsx';
import { useCustomer } from './useCustomer.ts';
import { useCustomerActivity } from './presence/useCustomerActivity.ts';
import { CustomerViewers } from './presence/CustomerViewers.tsx';
import { paths } from '../../shared/routes.ts';
import { CustomerFields, EditCustomerButton, type Customer } from './CustomerFields.tsx';
import { CustomerFirstRows } from './CustomerFirstRows.tsx';
import { useCustomFields } from '../../shared/customFields/useCustomFields.ts';
import './details.css';

const MergedIntoNotice = antdIsland(
  () => import('./MergedIntoNotice.tsx'),
  (module) => module.MergedIntoNotice,
);

/** The fields in the page's layout: one to a row on a phone. */
function PageFields({ customer }: { customer: Customer }) {
  const oneColumn = useStackedRows();
  const { fields: teamFields } = useCustomFields();
  return <CustomerFields customer={customer} teamFields={teamFields} oneColumn={oneColumn} />;
}

/**
 * What comes below the fields, rendered in the tasks after them: the fields (often the largest thing the page paints)
 * come in a task of their own, then the tags, the buttons and the sections other areas add (its tasks), then the
 * timeline, then the history, each in a transition, below the one before, so nothing painted moves and no task holds a
 * phone's main thread for long. Only this part renders again as each comes; busy until all are here, so the shell's
 * footer waits out of sight.
 */
function BelowTheFields({ customer, canWrite }: { customer: Customer; canWrite: boolean }) {
  // What the server's frame showed below the fields renders with them, not a task later: it would blink out meanwhile.
  const [shownInFrame] = useState(() => frameShows('.customer-tasks'));
  const rendered = useStaggeredRender(3, shownInFrame ? 1 : 0);
  return (
    <div aria-busy={rendered < 3}>
      {rendered >= 1 && <CustomerFirstRows customer={customer} canWrite={canWrite} />}
      {rendered >= 2 && <CustomerTimeline customerId={customer.id} />}
      {rendered >= 3 && <CustomerHistory id={customer.id} revision={JSON.stringify(customer)} />}
    </div>
  );
}

export function CustomerDetailsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const intl = useIntl();
  const { canWrite } = usePermissions();
  const { customer, loading, failed } = useCustomer(id);
  // Keeps the page current (the activity writes the customer into Apollo's cache) and says who else has it open.
  const { viewers } = useCustomerActivity(id, false, { skip: !customer });

  if (failed) return <CustomerLoadFailed />;
  if (!loading && !customer) return <CustomerNotFound id={id} />;

  return (
    <PageCard
      title={
        customer ? [customer.fname, customer.lname].join(' ') : intl.formatMessage(screenWords.customerDetailsTitle)
      }
      className="details-card"
      // Until the customer is here (a skeleton stands in): the shell's footer waits out of sight meanwhile.
      busy={!customer}
      extra={customer && canWrite && <EditCustomerButton onClick={() => navigate(paths.editCustomer(customer.id))} />}
    >
      <CustomerViewers viewers={viewers} />
      {customer && !customer.status && (
        <Suspense fallback={null}>
          <MergedIntoNotice id={customer.id} revision={String(customer.version)} />
        </Suspense>
      )}
      {customer ? <PageFields customer={customer} /> : <PageCardSkeleton rows={6} />}
      {/* With the customer: below the skeleton, which is shorter than the fields, they would be pushed down as they come. */}
      {customer && <BelowTheFields customer={customer} canWrite={canWrite} />}
    </PageCard>
  );
}
