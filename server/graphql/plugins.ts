// Apollo Server plugins for what HTTP requests must not do.
import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import type { GraphQLContext } from './context.ts';
import { errorCodes } from './errors.ts';

function selectsIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(field) {
      if (field.name.value === '__schema' || field.name.value === '__type') {
        found = true;
        return BREAK;
      }
    },
  });
  return found;
}

/** graphql-js's hint after an unknown name, as Apollo's hideSchemaDetailsFromClientErrors removes it */
const suggestion = / ?Did you mean(.+?)\?$/;

/**
 * Introspection and field suggestions for signed-in users only; a subscription sent over HTTP, or an unknown
 * operationName, is a clear 400, not an internal error.
 */
export const httpOperationRules: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, document, contextValue, request }) {
        // Apollo executes on and answers 500 when operationName names none of the document's operations:
        // a client's mistake.
        if (!operation) {
          const message = request.operationName
            ? `Unknown operation named "${request.operationName.slice(0, 100)}".`
            : 'The document has several operations: say which one in operationName.';
          throw new GraphQLError(message, { extensions: { code: errorCodes.badRequest, http: { status: 400 } } });
        }
        if (operation?.operation === 'subscription') {
          throw new GraphQLError(
            'Subscriptions are served over the WebSocket at /graphql (graphql-ws), not over HTTP.',
            {
              extensions: { code: errorCodes.badRequest, http: { status: 400 } },
            },
          );
        }
        if (!contextValue.viewer && selectsIntrospection(document)) {
          // 200, as for every other field a visitor may not use (a plugin's error would otherwise be a 500).
          throw new GraphQLError('Sign in to explore the schema.', {
            extensions: { code: errorCodes.unauthenticated, http: { status: 200 } },
          });
        }
      },
      async willSendResponse({ contextValue, response }) {
        // A visitor's typo gets no "Did you mean …?": tools rebuild a closed schema from such hints, a name at a time.
        if (contextValue.viewer || response.body.kind !== 'single' || !response.body.singleResult.errors) return;
        const { singleResult } = response.body;
        singleResult.errors = singleResult.errors!.map((error) => ({
          ...error,
          message: error.message.replace(suggestion, ''),
        }));
      },
    };
  },
};
