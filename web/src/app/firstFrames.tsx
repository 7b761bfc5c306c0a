// What the page of a dashboard screen holds before its scripts have run: the shell's boxes (sidebar with the brand
// on wide screens, an empty top bar), the screen's card with its title, and the screen's largest words (a lead, the
// customers list's search box) where the screen renders them. The build writes a page for each
// (web/build/firstFramePages.ts) and the server sends it at that address to a visitor with a session
// (server/http/webApp.ts); the app's first render replaces it. On a phone on a slow link the screen's words then
// show with the stylesheets, not once the scripts have arrived and run. Nothing in it is live: it is inert and hidden
// from screen readers, which hear that the page is loading, as they did from the spinner it replaces.
import type { ReactNode } from 'react';
import {
  FormattedMessage,
  IntlProvider,
  createIntl,
  defineMessage,
  type IntlShape,
  type MessageDescriptor,
} from 'react-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { ListSearch } from '../shared/listPage.tsx';
import { PageCard, PageCardSkeleton } from '../shared/PageCard.tsx';
import { dashboardRoutes } from '../shared/routes.ts';
import { screenWords } from '../shared/screenWords.ts';
import type { Messages } from '../shared/i18n/catalogs.ts';
import { sourceLocale } from '../shared/i18n/locales.ts';
import { firstFrameClass } from '../shared/firstFrame.ts';
import { Brand } from './Brand.tsx';

export interface FirstFrame {
  /** The screen's address under /dashboard/ (a screen of one record: its first part and `-id`) */
  segment: string;
  /** The screen's module, under web/src: its chunk's stylesheets style the frame */
  screenModule: string;
  markup: string;
}

interface FrameContent {
  segment: string;
  screenModule: string;
  title: MessageDescriptor;
  /** The element the screen wraps its card in, by its class; the card's own class */
  pageClass?: string;
  cardClass?: string;
  body: ReactNode;
}

// Written at build time, once per language (docs/languages.md#first-paint): the server sends the person's.
const framesIn = (intl: IntlShape): readonly FrameContent[] => [
  {
    segment: dashboardRoutes.customers,
    screenModule: 'features/customers/CustomersPage.tsx',
    title: screenWords.customersTitle,
    body: (
      <div className="customers-toolbar">
        <ListSearch
          label={intl.formatMessage(screenWords.searchCustomers)}
          placeholder={intl.formatMessage(screenWords.customersSearch)}
          value=""
          onChange={() => undefined}
        />
      </div>
    ),
  },
  {
    segment: dashboardRoutes.team,
    screenModule: 'features/team/TeamPage.tsx',
    title: screenWords.teamTitle,
    pageClass: 'team-page',
    body: (
      <p className="team-lead">
        <FormattedMessage {...screenWords.teamLead} />
      </p>
    ),
  },
  {
    segment: dashboardRoutes.duplicates,
    screenModule: 'features/merge/DuplicatesPage.tsx',
    title: screenWords.duplicatesTitle,
    cardClass: 'duplicates-card',
    // Both sentences, as the roles that may merge read them: a role that may not sees the second go as the app comes.
    body: (
      <p className="duplicates-intro">
        <FormattedMessage {...screenWords.duplicatesLead} /> <FormattedMessage {...screenWords.duplicatesMerge} />
      </p>
    ),
  },
  {
    segment: dashboardRoutes.import,
    screenModule: 'features/import/ImportPage.tsx',
    title: screenWords.importTitle,
    pageClass: 'import-page',
    body: (
      <p className="import-intro">
        <FormattedMessage {...screenWords.importIntro} />
      </p>
    ),
  },
  {
    segment: dashboardRoutes.tasks,
    screenModule: 'features/tasks/TasksPage.tsx',
    title: screenWords.tasksTitle,
    pageClass: 'tasks-page',
    body: (
      <p className="tasks-lead">
        <FormattedMessage {...screenWords.tasksLead} />
      </p>
    ),
  },
  {
    // A customer's page as it is while the customer loads: the title and the fields' skeleton.
    segment: dashboardRoutes.customerDetails.replace('/:id', '-id'),
    screenModule: 'features/customers/CustomerDetailsPage.tsx',
    title: screenWords.customerDetailsTitle,
    cardClass: 'details-card',
    body: <PageCardSkeleton rows={6} />,
  },
  {
    // The title is the form's largest words; its fields come with the app.
    segment: dashboardRoutes.addCustomer,
    screenModule: 'features/customers/CustomerFormPage.tsx',
    title: screenWords.addCustomerTitle,
    cardClass: 'form-card',
    body: null,
  },
];

interface FrameProps {
  title: string;
  pageClass?: string;
  cardClass?: string;
  /** At the head's other end, as the screen renders it there */
  extra?: ReactNode;
  body: ReactNode;
}

function Frame({ title, pageClass, cardClass, extra, body }: FrameProps) {
  const card = (
    <PageCard title={title} className={cardClass} extra={extra}>
      {body}
    </PageCard>
  );
  return (
    <>
      <p className="visually-hidden" role="status">
        <FormattedMessage {...screenWords.loading} />
      </p>
      <div className={`shell ${firstFrameClass}`} inert aria-hidden="true">
        <aside className="shell-sider">
          <Brand />
        </aside>
        <div className="shell-main">
          <header className="shell-header" />
          <main className="shell-content">{pageClass ? <div className={pageClass}>{card}</div> : card}</main>
        </div>
      </div>
    </>
  );
}

/** The frames in `locale`, from its compiled catalog (none for English: the code's own words). */
export function firstFrames(locale: string = sourceLocale, messages: Messages = {}): FirstFrame[] {
  const intl = createIntl({ locale, defaultLocale: sourceLocale, messages });
  return framesIn(intl).map((frame) => ({
    segment: frame.segment,
    screenModule: frame.screenModule,
    markup: frameMarkup(locale, messages, { ...frame, title: intl.formatMessage(frame.title) }),
  }));
}

/** A frame's markup in `locale`: at build time, and at request time for a record's page (answeredFrames.tsx). */
export function frameMarkup(locale: string, messages: Messages, frame: FrameProps): string {
  return renderToStaticMarkup(
    <IntlProvider locale={locale} defaultLocale={sourceLocale} messages={messages}>
      <Frame {...frame} />
    </IntlProvider>,
  );
}

const pageDescription = defineMessage({
  defaultMessage: 'Staff CRM: customers and contacts for signed-in staff.',
  id: 'LXZbHe',
  description: "The pages' description for search engines and link previews (index.html's meta description)",
});

/** The words index.html holds before the app's code arrives, in `locale`: its spinner's and its description. */
export function pageWords(
  locale: string = sourceLocale,
  messages: Messages = {},
): { loading: string; description: string } {
  const intl = createIntl({ locale, defaultLocale: sourceLocale, messages });
  return { loading: intl.formatMessage(screenWords.loading), description: intl.formatMessage(pageDescription) };
}
