// Visitors are refused on every root field but me and the ways of signing in (signIn, signUp, a reset link, the second
// factor, a passkey): the list comes from the schema, so a field added later cannot slip through.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { loadTypeDefs } from '../../server/graphql/schema.ts';
import { collect, gql, signUp, startTestCrm, wsClient, type TestCrm } from '../support/crmServer.ts';

const schema = buildSchema(loadTypeDefs());
// Signing in and its other ways in (a reset link, the second factor, a passkey) are for people not signed in yet.
const openToVisitors = new Set([
  'Query.me',
  'Query.invitationByToken',
  'Mutation.signIn',
  'Mutation.signUp',
  'Mutation.requestPasswordReset',
  'Mutation.resetPassword',
  'Mutation.verifySecondFactor',
  'Mutation.passkeySignInOptions',
  'Mutation.signInWithPasskey',
]);

function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return `[${literal(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${required.map((field) => `${field.name}: ${literal(field.type)}`).join(', ')} }`;
  }
  if (isScalarType(type) && type.name === 'Boolean') return 'true';
  if (isScalarType(type) && (type.name === 'Int' || type.name === 'Float')) return '1';
  return '"x"';
}

function operationFor(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((arg) => isNonNullType(arg.type));
  const argText = args.length ? `(${args.map((arg) => `${arg.name}: ${literal(arg.type)}`).join(', ')})` : '';
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind} { ${field.name}${argText}${selection} }`;
}

const roots = [
  ['query', schema.getQueryType()],
  ['mutation', schema.getMutationType()],
  ['subscription', schema.getSubscriptionType()],
] as const;

const guarded = roots.flatMap(([kind, type]) =>
  Object.values(type?.getFields() ?? {})
    .filter((field) => !openToVisitors.has(`${type!.name}.${field.name}`))
    .map((field) => [`${type!.name}.${field.name}`, kind, operationFor(kind, field)] as const),
);

describe('visitors', () => {
  let crm: TestCrm;
  beforeAll(async () => {
    crm = await startTestCrm();
  });
  afterAll(() => crm.dispose());

  it('the schema has guarded fields of every kind', () => {
    expect(guarded.map(([name]) => name)).toEqual(
      expect.arrayContaining(['Query.customers', 'Mutation.saveCustomer', 'Subscription.customerChanges']),
    );
  });

  it.each(guarded.filter(([, kind]) => kind !== 'subscription'))(
    '%s is refused over HTTP with UNAUTHENTICATED',
    async (_name, _kind, operation) => {
      const { body } = await gql(crm.url, operation);
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      // A nullable field answers null beside the error; nothing of the data leaks either way.
      expect(Object.values(body.data ?? {}).every((value) => value === null)).toBe(true);
    },
  );

  it.each(guarded)('%s is refused over WebSocket: the socket closes 4401', async (_name, _kind, operation) => {
    const { client, closed } = wsClient(crm.url);
    const subscription = collect(client, operation);
    expect(await closed).toEqual(expect.objectContaining({ code: 4401 }));
    expect(subscription.results).toEqual([]);
    await client.dispose();
  });

  it('the same operations work for a signed-in user (the refusal is about the visitor, not the operation)', async () => {
    const { token } = await signUp(crm.url);
    const { body } = await gql(
      crm.url,
      operationFor('query', schema.getQueryType()!.getFields().customers!),
      {},
      { token },
    );
    expect(body.errors).toBeUndefined();
  });
});
