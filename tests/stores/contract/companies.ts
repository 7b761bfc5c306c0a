// Companies on every store: the team's companies (unique names, case and accents aside), searched and paged with their
// number of people, the company kept with each customer, a company's people, the list narrowed to one company and
// ordered by company name, and an import's company column.
import { expect, it } from '@jest/globals';
import { CompanyService } from '../../../server/domain/companies/companyService.ts';
import { CustomerService } from '../../../server/domain/customers/customerService.ts';
import { dana, fields, ids, idsInOrder, nextId } from './fixtures.ts';
import type { FreshStore } from './freshStore.ts';

const company = (id: string, name: string, domain: string | null = null) => ({
  id,
  name,
  domain,
  address: null,
  phone: null,
  notes: null,
  createdAt: 1,
});

/** What a person would send: a phone the spec's rules take. */
/** A customer as CustomerService.save takes it (without custom field values). */
const input = (overrides: Parameters<typeof fields>[0] = {}) => {
  const { fields: _values, ...customer } = fields({ phone: '+1 202 555 0100', ...overrides });
  return customer;
};

export function companiesContract(fresh: FreshStore): void {
  it('keeps companies with unique names (case and accents aside); saves over one by its id', async () => {
    const { companies } = fresh.store;
    expect(await companies.save(company('co-acme', 'Acmé', 'acme.com'))).toEqual(
      company('co-acme', 'Acmé', 'acme.com'),
    );
    expect(await companies.save(company('co-acme2', ' ACME '))).toBe('sameName');
    expect(await companies.save(company('co-globex', 'Globex'))).toEqual(company('co-globex', 'Globex'));
    const renamed = { ...company('co-acme', 'Acme Corp', 'acme.com'), address: '1 Road', notes: 'Big' };
    expect(await companies.save(renamed)).toEqual(renamed);
    expect(await companies.save(company('co-globex', 'acme corp'))).toBe('sameName');
    expect(await companies.get('co-acme')).toEqual(renamed);
    expect(await companies.get('co-none')).toBeNull();
    expect((await companies.list()).map(({ id }) => id).sort()).toEqual(['co-acme', 'co-globex']);
  }, 60_000);

  it('keeps the company a save gives; an update without one keeps it, null takes it off; finds and counts its people', async () => {
    const { customers } = fresh;
    const [a, b, c] = [nextId(), nextId(), nextId()];
    expect((await customers.create(a, fields({ companyId: 'co-1' }))).companyId).toBe('co-1');
    expect((await customers.create(b, fields({ companyId: 'co-1' }))).companyId).toBe('co-1');
    expect((await customers.create(c, fields({ companyId: 'co-2' }))).companyId).toBe('co-2');
    expect((await customers.update(a, fields({ fname: 'Augusta' })))?.companyId).toBe('co-1');
    expect((await customers.get(a))?.companyId).toBe('co-1');
    expect(ids(await customers.inCompany('ACTIVE', 'co-1'))).toEqual([a, b].sort());
    expect(ids(await customers.inCompany('ACTIVE', 'co-none'))).toEqual([]);
    await customers.setStatus(b, false);
    expect(ids(await customers.inCompany('REMOVED', 'co-1'))).toEqual([b]);
    expect(ids(await customers.inCompany('ALL', 'co-1'))).toEqual([a, b].sort());
    // Active customers only.
    const counts = await customers.companyCounts(['co-1', 'co-2', 'co-none']);
    expect([counts.get('co-1'), counts.get('co-2'), counts.get('co-none') ?? 0]).toEqual([1, 1, 0]);
    expect((await customers.update(c, fields({ companyId: null }), dana))?.companyId ?? null).toBeNull();
    expect((await customers.get(c))?.companyId ?? null).toBeNull();
    const [latest] = (await customers.history(c, 1, null)).nodes;
    expect(latest?.changes).toEqual([{ field: 'companyId', from: 'co-2', to: '' }]);
  }, 60_000);

  it('pages and searches companies with their people; narrows and orders the customers list by company', async () => {
    const { store, customers } = fresh;
    const directory = new CompanyService(store.companies, customers);
    const service = new CustomerService(customers, { companies: directory });
    const globex = await directory.save({ name: 'Globex', domain: 'https://www.Globex.com/about' });
    expect(globex.domain).toBe('globex.com');
    const acme = await directory.save({ name: 'Acme' });
    const initech = await directory.save({ name: 'Initech' });
    await expect(directory.save({ name: 'ACME' })).rejects.toMatchObject({ fields: { name: expect.any(String) } });
    await expect(directory.save({ name: ' ' })).rejects.toMatchObject({ fields: { name: expect.any(String) } });
    await expect(directory.save({ name: 'Bad', domain: 'not a domain' })).rejects.toMatchObject({
      fields: { domain: expect.any(String) },
    });
    const ann = await service.save({ ...input({ fname: 'Ann', lname: 'Zed' }), companyId: acme.id });
    const bo = await service.save({ ...input({ fname: 'Bo', lname: 'Young' }), companyId: globex.id });
    const cy = await service.save({ ...input({ fname: 'Cy', lname: 'Able' }) });
    await expect(service.save({ ...input(), companyId: 'no-such-company' })).rejects.toMatchObject({
      fields: { companyId: 'No such company' },
    });

    const first = await directory.page(null, 2, null);
    expect(first.nodes.map(({ name, peopleCount }) => [name, peopleCount])).toEqual([
      ['Acme', 1],
      ['Globex', 1],
    ]);
    expect([first.totalCount, first.pageInfo.hasNextPage]).toEqual([3, true]);
    const rest = await directory.page(null, 2, first.pageInfo.endCursor);
    expect(rest.nodes.map(({ id, peopleCount }) => [id, peopleCount])).toEqual([[initech.id, 0]]);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    expect((await directory.page('glob', 10, null)).nodes.map(({ id }) => id)).toEqual([globex.id]);
    expect((await directory.get(acme.id))?.peopleCount).toBe(1);

    expect(ids(await service.list('ACTIVE', null, null, null, { companyId: acme.id }))).toEqual([ann.id]);
    const page = await service.page('ACTIVE', null, 10, null, null, { scope: { companyId: globex.id } });
    expect(idsInOrder(page.nodes)).toEqual([bo.id]);
    // By company name, customers of no company last either way.
    const byCompany = await service.list('ACTIVE', null, { field: 'COMPANY', direction: 'ASC' });
    expect(idsInOrder(byCompany)).toEqual([ann.id, bo.id, cy.id]);
    const down = await service.page('ACTIVE', null, 2, null, { field: 'COMPANY', direction: 'DESC' });
    expect(idsInOrder(down.nodes)).toEqual([bo.id, ann.id]);
    const after = await service.page('ACTIVE', null, 2, down.pageInfo.endCursor, {
      field: 'COMPANY',
      direction: 'DESC',
    });
    expect(idsInOrder(after.nodes)).toEqual([cy.id]);
  }, 60_000);

  it('imports a company column, creating a company no one has, and links a row by its email’s domain', async () => {
    const { store, customers } = fresh;
    const directory = new CompanyService(store.companies, customers);
    const service = new CustomerService(customers, { companies: directory });
    const acme = await directory.save({ name: 'Acme', domain: 'acme.com' });
    const row = (fname: string, email: string, companyName = '') => ({
      ...input({ fname, email }),
      companyName,
    });
    const batch = await service.importBatch(
      [
        row('Ann', 'ann@other.org', 'ACME'),
        row('Bo', 'bo@x.org', 'Hooli'),
        row('Cy', 'cy@Acme.com'),
        row('Di', 'di@y.org', 'hooli'),
      ],
      'CREATE',
    );
    expect(batch.created).toBe(4);
    const hooli = (await directory.page('hooli', 10, null)).nodes;
    expect(hooli.map(({ name, peopleCount }) => [name, peopleCount])).toEqual([['Hooli', 2]]);
    const inAcme = await customers.inCompany('ACTIVE', acme.id);
    expect(inAcme.map(({ fname }) => fname).sort()).toEqual(['Ann', 'Cy']);
    expect((await directory.page(null, 10, null)).totalCount).toBe(2);
  }, 60_000);
}
