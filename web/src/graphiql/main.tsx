// GraphiQL for administrators, bundled with the app (no CDN). It uses the browser's session cookie over
// HTTP and over the graphql-ws socket on the same path.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createClient } from 'graphql-ws';
import { createRoot } from 'react-dom/client';

const socketUrl = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  wsClient: createClient({ url: socketUrl, lazy: true, retryAttempts: 5 }),
});

const defaultQuery = `# Staff CRM API explorer.
# GraphiQL sends your Staff CRM session cookie: sign in at / first, in this browser.
# Subscriptions run over the same /graphql socket; try customerChanges(filter: ALL).

query Customers($search: String) {
  me { uid email }
  customers(filter: ALL, search: $search) {
    id fname lname email phone address notes status
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} defaultEditorToolsVisibility="variables" />,
);
