// GraphiQL for administrators, bundled with the app (no CDN). It uses the browser's session cookie over
// HTTP and over the graphql-ws socket on the same path. Its own words (the starting query's comments) are in the
// person's language, chosen as the app chooses it; GraphiQL's interface is its own, in English.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createClient } from 'graphql-ws';
import { createRoot } from 'react-dom/client';
import { createIntl, defineMessages } from 'react-intl';
import { fetchFirstLocale } from '../shared/i18n/LocaleProvider.tsx';
import { sourceLocale } from '../shared/i18n/locales.ts';

const words = defineMessages({
  title: {
    defaultMessage: 'Staff CRM API explorer.',
    id: '9GHn7I',
    description: "GraphiQL: the starting query's first comment",
  },
  session: {
    defaultMessage: 'It uses your session: sign in at / first.',
    id: 'Xbmdcb',
    description: "GraphiQL: the starting query's comment on signing in first (/ is the app's address)",
  },
  socket: {
    defaultMessage: 'Subscriptions share the /graphql socket:',
    id: 'j2Gxym',
    description: "GraphiQL: the starting query's comment before a subscription example",
  },
});

const socketUrl = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  wsClient: createClient({ url: socketUrl, lazy: true, retryAttempts: 5 }),
});

/** The starting query, its comments in the page's language. */
function startingQuery(formatMessage: (descriptor: (typeof words)[keyof typeof words]) => string): string {
  return `# ${formatMessage(words.title)}
# ${formatMessage(words.session)}
# ${formatMessage(words.socket)}
#   subscription { customerChanges(filter: ALL) {
#     initial changes { type customer { id fname } } } }

query Customers($search: String) {
  me { uid email }
  customers(filter: ALL, search: $search) {
    id fname lname email phone address notes status
  }
}
`;
}

void fetchFirstLocale().then((shown) => {
  const intl = createIntl({ locale: shown.locale, defaultLocale: sourceLocale, messages: shown.messages });
  createRoot(document.getElementById('graphiql')!).render(
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={startingQuery((descriptor) => intl.formatMessage(descriptor))}
      defaultEditorToolsVisibility="variables"
    />,
  );
});
