// The frames the server renders itself, from the answers it put in the page (server/http/pageData.ts), by segment:
// a customer's page with the customer in it, the frame (firstFrames.tsx) with the customer's name for its title, the
// fields where the page renders them, both layouts (one column on a phone, two from a tablet up, chosen by the
// stylesheet), and what the page shows first below them (its tags, buttons and tasks), from the page's own components
// reading the same answers. Built for Node (web/vite.server.config.ts) and called by the server
// (server/http/webApp.ts); the app's first renders, which have the same answers, replace it without moving anything.
// A removed customer, whose page shows its notice above the fields, keeps the frame without its data.
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Suspense } from 'react';
import { StaticRouter } from 'react-router-dom';
import type { CurrentUserQuery, CustomerQuery, CustomerTasksQuery, CustomFieldsQuery } from '../gql/graphql.ts';
import { CustomerFields, EditCustomerButton } from '../features/customers/CustomerFields.tsx';
import { CustomerFirstRows } from '../features/customers/CustomerFirstRows.tsx';
import { CustomerViewers } from '../features/customers/presence/CustomerViewers.tsx';
import type { Messages } from '../shared/i18n/catalogs.ts';
import { sourceLocale } from '../shared/i18n/locales.ts';
import { CustomerSectionsProvider } from '../shared/customerSections.tsx';
import { operationNameOf } from '../shared/earlyQuery.ts';
import { RoleProvider, roleMay } from '../shared/permissions.tsx';
import { dashboardRoutes } from '../shared/routes.ts';
import { createCrmCache } from './crmCache.ts';
import { customerSections } from './customerPageSections.ts';
import { frameMarkup } from './firstFrames.tsx';
import { pageQueries } from './pageQueries.ts';

// Each language's words loaded when a page in it is first rendered: all of them would be most of this module.
const catalogs = import.meta.glob<Messages>('../shared/i18n/compiled/*.json', { import: 'default' });

const customerSegment = dashboardRoutes.customerDetails.replace('/:id', '-id');

/** One answer the server put in the page, as pageData.ts writes it. */
interface PageAnswer {
  operationName: string;
  answer: { data: Record<string, unknown> };
}

const dataOf = <Data,>(answers: readonly PageAnswer[], operationName: string): Data | undefined =>
  answers.find((answer) => answer.operationName === operationName)?.answer.data as Data | undefined;

/**
 * A client whose cache holds the page's answers to the screen's queries, as the app's holds them once its first link
 * has answered them, and which asks the server nothing: a query it does not hold stays loading, as in the app's first
 * render.
 */
function answeredClient(segment: string, id: string, answers: readonly PageAnswer[]): ApolloClient {
  const cache = createCrmCache();
  for (const { query, variables } of pageQueries(segment, id)) {
    const data = dataOf<Record<string, unknown>>(answers, operationNameOf(query));
    if (data) cache.writeQuery({ query, variables, data });
  }
  // What a suspending query holds is let go as soon as it settles, not half a minute later: nothing renders again.
  return new ApolloClient({
    cache,
    link: ApolloLink.empty(),
    ssrMode: true,
    defaultOptions: { react: { suspense: { autoDisposeTimeoutMs: 0 } } },
  });
}

/** The frame of `/dashboard/customerdetails/<id>` in `locale` with the customer in it, or undefined without one. */
async function customerFrame(locale: string, answers: readonly PageAnswer[]): Promise<string | undefined> {
  const customer = dataOf<CustomerQuery>(answers, 'Customer')?.customer;
  if (!customer?.status) return undefined;
  const teamFields = dataOf<CustomFieldsQuery>(answers, 'CustomFields')?.customFields ?? [];
  const role = dataOf<CurrentUserQuery>(answers, 'CurrentUser')?.me?.role ?? null;
  // A task's due time is shown in the reader's own time zone, which the server does not know: with one, the rows
  // below the fields come with the app.
  const tasks = dataOf<CustomerTasksQuery>(answers, 'CustomerTasks')?.tasks.nodes;
  const firstRows = tasks !== undefined && !tasks.some((task) => !task.done && task.dueAt);
  const catalog = catalogs[`../shared/i18n/compiled/${locale}.json`];
  const messages = locale === sourceLocale || !catalog ? {} : await catalog();
  const fields = (oneColumn: boolean) => (
    <div className={oneColumn ? 'details-frame-phone' : 'details-frame-wide'}>
      <CustomerFields customer={customer} teamFields={teamFields} oneColumn={oneColumn} />
    </div>
  );
  const client = answeredClient(customerSegment, customer.id, answers);
  try {
    return frameMarkup(locale, messages, {
      title: [customer.fname, customer.lname].join(' '),
      cardClass: 'details-card',
      extra: roleMay(role, 'customers.write') && <EditCustomerButton />,
      body: (
        <ApolloProvider client={client}>
          <RoleProvider role={role}>
            <CustomerSectionsProvider sections={customerSections}>
              <StaticRouter location="/">
                <CustomerViewers viewers={[]} />
                {fields(true)}
                {fields(false)}
                {firstRows && (
                  <div>
                    <Suspense fallback={null}>
                      <CustomerFirstRows customer={customer} canWrite={roleMay(role, 'customers.write')} />
                    </Suspense>
                  </div>
                )}
              </StaticRouter>
            </CustomerSectionsProvider>
          </RoleProvider>
        </ApolloProvider>
      ),
    });
  } finally {
    client.stop();
  }
}

/** By frame segment (firstFrames.tsx): the frame in `locale` with the answers in it, or undefined to send it as built. */
export const answeredFrames: Record<
  string,
  (locale: string, answers: readonly PageAnswer[]) => Promise<string | undefined>
> = {
  [customerSegment]: customerFrame,
};
