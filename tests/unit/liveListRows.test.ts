// The live list's sets through the real schema and resolvers: each row's tags, custom fields, company and owner resolve
// in the turn the set is executed once the team's tags, fields and companies are held (a set is executed once for
// every subscriber, server/graphql/sharedSubscriptions.ts, and its first page leaves before the rest executes), with
// the same answer as when they are read first.
import { describe, expect, it } from '@jest/globals';
import { execute, parse, type ExecutionResult } from 'graphql';
import type { CompanyStore } from '../../server/domain/companies/companyStore.ts';
import { CompanyService } from '../../server/domain/companies/companyService.ts';
import type { CustomFieldStore } from '../../server/domain/customFields/customFieldStore.ts';
import { CustomFieldService } from '../../server/domain/customFields/customFieldService.ts';
import type { Customer, CustomerFeedSet } from '../../server/domain/customers/customer.ts';
import type { CustomerStore } from '../../server/domain/customers/customerStore.ts';
import type { TagStore } from '../../server/domain/tags/tagStore.ts';
import { TagService } from '../../server/domain/tags/tagService.ts';
import { createSchema } from '../../server/graphql/schema.ts';

const document = parse(`subscription {
  customerChanges(filter: ACTIVE) {
    initial complete cursor
    changes { type customer { id fname tags { id name } fields { key value } company { id name } owner { uid email } } }
  }
}`);

const tag = { id: 'tag-vip', name: 'VIP', color: 'gold' as const, createdAt: 1 };
const field = {
  id: 'field-size',
  key: 'size',
  label: 'Size',
  type: 'TEXT' as const,
  options: [],
  required: false,
  archived: false,
  createdAt: 1,
};
const archived = { ...field, id: 'field-old', key: 'old', label: 'Old', archived: true };
const company = {
  id: 'company-acme',
  name: 'Acme',
  domain: null,
  address: null,
  phone: null,
  notes: null,
  createdAt: 1,
};
const owner = { uid: 'owner-1', email: 'owner@example.com', role: 'MEMBER', active: true, pending: false, joinedAt: 1 };

function customerAt(i: number): Customer {
  return {
    id: `customer-${i}`,
    fname: `First${i}`,
    lname: 'Last',
    email: `customer${i}@example.com`,
    phone: '',
    phoneNormalized: null,
    address: '',
    notes: '',
    status: true,
    version: 1,
    ...(i % 2 === 0 && { tagIds: [tag.id], fields: { size: `${i}`, old: 'kept' }, companyId: company.id }),
    ...(i % 3 === 0 && { ownerUid: owner.uid }),
  };
}

function context() {
  const customers = {} as CustomerStore;
  const services = {
    tags: new TagService({ list: async () => [tag] } as unknown as TagStore, customers),
    customFields: new CustomFieldService({ list: async () => [field, archived] } as unknown as CustomFieldStore),
    companies: new CompanyService(
      { list: async () => [company], get: async () => null } as unknown as CompanyStore,
      customers,
    ),
    team: { memberHeld: (uid: string) => (uid === owner.uid ? { ...owner, lastActiveAt: null } : null) },
  };
  return { services, viewer: null };
}

const page = (from: number, to: number): CustomerFeedSet => ({
  initial: from === 0,
  complete: false,
  cursor: 'cursor',
  changes: Array.from({ length: to - from }, (_, i) => ({ type: 'ADDED' as const, customer: customerAt(from + i) })),
});

describe('a live list set executed', () => {
  it('resolves its rows in the same turn once the lookups are held, with the same answer as when they are read first', async () => {
    const schema = createSchema();
    const contextValue = context();
    const run = (rootValue: CustomerFeedSet) => execute({ schema, document, rootValue, contextValue });
    const first = run(page(0, 100));
    // Nothing held yet: the set waits for the one read of each, not each row for its own.
    expect(first).toBeInstanceOf(Promise);
    const answer = (await first) as ExecutionResult<{ customerChanges: { changes: Array<{ customer: unknown }> } }>;
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.customerChanges.changes.slice(0, 4).map(({ customer }) => customer)).toEqual([
      {
        id: 'customer-0',
        fname: 'First0',
        tags: [{ id: tag.id, name: 'VIP' }],
        fields: [{ key: 'size', value: '0' }],
        company: { id: company.id, name: 'Acme' },
        owner: { uid: owner.uid, email: owner.email },
      },
      { id: 'customer-1', fname: 'First1', tags: [], fields: [], company: null, owner: null },
      {
        id: 'customer-2',
        fname: 'First2',
        tags: [{ id: tag.id, name: 'VIP' }],
        fields: [{ key: 'size', value: '2' }],
        company: { id: company.id, name: 'Acme' },
        owner: null,
      },
      {
        id: 'customer-3',
        fname: 'First3',
        tags: [],
        fields: [],
        company: null,
        owner: { uid: owner.uid, email: owner.email },
      },
    ]);
    const again = run(page(0, 100));
    expect(again).not.toBeInstanceOf(Promise);
    expect(again).toEqual(answer);
    const later = run(page(100, 2100));
    expect(later).not.toBeInstanceOf(Promise);
    expect((later as ExecutionResult).errors).toBeUndefined();
  });
});
