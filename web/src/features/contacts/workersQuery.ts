// The contacts screen's one query, apart from its code: the app fetches it while the screen's code is still on its way.
// The screen is Contacts (the product's word); what it lists are the server's workers, so the data code says worker.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql/index.ts';

export const WorkersDocument = graphql(`
  query Workers {
    workers {
      id
      name
      phones
      email
      birthday
      photoUrl
    }
  }
`);

/**
 * Starts reading the workers as a phone opens Contacts, beside the login check and the screen's code: useWorkers then
 * answers from the cache, or joins the request still in flight. A visitor's UNAUTHENTICATED answer changes nothing
 * (the login check sends them to login).
 */
export function prefetchWorkers(client: ApolloClient): void {
  client.query({ query: WorkersDocument }).catch(() => undefined);
}
