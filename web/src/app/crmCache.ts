// The app's Apollo cache and how it reads its answers: the browser's client (apolloClient.ts) and the server's render
// of a page with its answers (answeredFrames.tsx) read the same answers the same way.
import { InMemoryCache } from '@apollo/client';

export function createCrmCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          // `me` is queried with different fields (the login check's, the saved views', the account page's) and is
          // not normalised (a User has no id): one answer merges into the others' instead of dropping their fields,
          // which would send the login check to the server again for them.
          me: {
            merge(existing, incoming, { mergeObjects, readField }) {
              if (!existing || !incoming || readField('uid', existing) !== readField('uid', incoming)) return incoming;
              return mergeObjects(existing, incoming);
            },
          },
          // customer(id) reads the normalised Customer the live list already holds, when it does.
          customer: {
            read(existing, { args, toReference, canRead }) {
              const id: unknown = args?.['id'];
              if (typeof id !== 'string') return existing;
              const ref = toReference({ __typename: 'Customer', id });
              return ref && canRead(ref) ? ref : existing;
            },
          },
        },
      },
    },
  });
}
