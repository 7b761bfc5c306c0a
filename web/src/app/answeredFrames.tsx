// The frames the server renders itself, from the answers it put in the page (server/http/pageData.ts), by segment:
// a customer's page with the customer in it, the frame (firstFrames.tsx) with the customer's name for its title and the fields where the page renders them, both layouts (one column on a phone, two from a
// tablet up, chosen by the stylesheet). Built for Node (web/vite.server.config.ts) and called by the server (server/http/webApp.ts); the app's first render, which
// has the same answers, replaces it without moving anything. A removed customer, whose page shows its notice above
// the fields, keeps the frame without its data.
import { StaticRouter } from 'react-router-dom';
import type { CurrentUserQuery, CustomerQuery, CustomFieldsQuery } from '../gql/graphql.ts';
import { CustomerFields, EditCustomerButton } from '../features/customers/CustomerFields.tsx';
import { CustomerViewers } from '../features/customers/presence/CustomerViewers.tsx';
import type { Messages } from '../shared/i18n/catalogs.ts';
import { sourceLocale } from '../shared/i18n/locales.ts';
import { roleMay } from '../shared/permissions.tsx';
import { dashboardRoutes } from '../shared/routes.ts';
import { frameMarkup } from './firstFrames.tsx';

// Each language's words loaded when a page in it is first rendered: all of them would be most of this module.
const catalogs = import.meta.glob<Messages>('../shared/i18n/compiled/*.json', { import: 'default' });

/** One answer the server put in the page, as pageData.ts writes it. */
interface PageAnswer {
  operationName: string;
  answer: { data: Record<string, unknown> };
}

const dataOf = <Data,>(answers: readonly PageAnswer[], operationName: string): Data | undefined =>
  answers.find((answer) => answer.operationName === operationName)?.answer.data as Data | undefined;

/** The frame of `/dashboard/customerdetails/<id>` in `locale` with the customer in it, or undefined without one. */
async function customerFrame(locale: string, answers: readonly PageAnswer[]): Promise<string | undefined> {
  const customer = dataOf<CustomerQuery>(answers, 'Customer')?.customer;
  if (!customer?.status) return undefined;
  const teamFields = dataOf<CustomFieldsQuery>(answers, 'CustomFields')?.customFields ?? [];
  const role = dataOf<CurrentUserQuery>(answers, 'CurrentUser')?.me?.role ?? null;
  const catalog = catalogs[`../shared/i18n/compiled/${locale}.json`];
  const messages = locale === sourceLocale || !catalog ? {} : await catalog();
  const fields = (oneColumn: boolean) => (
    <div className={oneColumn ? 'details-frame-phone' : 'details-frame-wide'}>
      <CustomerFields customer={customer} teamFields={teamFields} oneColumn={oneColumn} />
    </div>
  );
  return frameMarkup(locale, messages, {
    title: [customer.fname, customer.lname].join(' '),
    cardClass: 'details-card',
    extra: roleMay(role, 'customers.write') && <EditCustomerButton />,
    body: (
      <StaticRouter location="/">
        <CustomerViewers viewers={[]} />
        {fields(true)}
        {fields(false)}
      </StaticRouter>
    ),
  });
}

/** By frame segment (firstFrames.tsx): the frame in `locale` with the answers in it, or undefined to send it as built. */
export const answeredFrames: Record<
  string,
  (locale: string, answers: readonly PageAnswer[]) => Promise<string | undefined>
> = {
  [dashboardRoutes.customerDetails.replace('/:id', '-id')]: customerFrame,
};
