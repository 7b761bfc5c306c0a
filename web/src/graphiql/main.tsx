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
# It uses your session: sign in at / first.
# Subscriptions share the /graphql socket:
#   subscription { customerChanges(filter: ALL) {
#     initial changes { type customer { id fname } } } }

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
