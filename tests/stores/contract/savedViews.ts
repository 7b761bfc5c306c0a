// The customers list's saved views on every store, through SavedViewService.
import { beforeEach, expect, it } from '@jest/globals';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../../server/domain/errors.ts';
import { SavedViewService, type ViewEditor } from '../../../server/domain/views/savedViewService.ts';
import { savedViewLimits } from '../../../server/domain/views/savedView.ts';
import type { FreshStore } from './freshStore.ts';
import { CompanyService } from '../../../server/domain/companies/companyService.ts';
import { noTags } from '../../../server/domain/tags/customerTags.ts';
import type { CustomFieldFilterInput } from '../../../server/domain/customFields/fieldFilters.ts';

export function savedViewStoreContract(fresh: FreshStore): void {
  let service: SavedViewService;
  beforeEach(() => {
    service = new SavedViewService(fresh.store.savedViews);
  });

  const ann: ViewEditor = { uid: 'u-ann', email: 'ann@example.com', mayShare: true, mayManageShared: false };
  const bob: ViewEditor = { uid: 'u-bob', email: 'bob@example.com', mayShare: true, mayManageShared: false };
  const admin: ViewEditor = { uid: 'u-admin', email: 'admin@example.com', mayShare: true, mayManageShared: true };
  const viewer: ViewEditor = { uid: 'u-viewer', email: 'viewer@example.com', mayShare: false, mayManageShared: false };
  const springfield = {
    name: 'Removed in Springfield, by email',
    filter: 'REMOVED' as const,
    search: 'Springfield',
    // Only Bob's customers, whoever opens it.
    customerOwner: 'u-bob',
    orderBy: [{ field: 'EMAIL' as const, direction: 'DESC' as const }],
    columns: ['email', 'lname', 'fname', 'address'],
    tagIds: [] as string[],
    companyId: null as string | null,
    fieldFilters: [] as CustomFieldFilterInput[],
  };
  const names = (views: readonly { name: string }[]) => views.map(({ name }) => name);

  it('keeps a view whole, lists the owner’s own and the shared ones by name, and never another’s personal one', async () => {
    const { store } = fresh;
    const saved = await service.save(ann, springfield);
    expect(saved).toEqual({
      id: expect.stringMatching(/^view_/),
      owner: { uid: 'u-ann', email: 'ann@example.com' },
      shared: false,
      ...springfield,
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
    expect(await store.savedViews.get(saved.id)).toEqual(saved);
    await service.save(ann, { ...springfield, name: 'view 10', shared: true, search: '', orderBy: null });
    await service.save(ann, { ...springfield, name: 'View 9' });
    await service.save(bob, { ...springfield, name: 'bob alone' });
    await service.save(bob, { ...springfield, name: 'Bob shares', shared: true });
    // Case aside, numbers by value; a blank search is none, no order the name order.
    expect(names(await service.list('u-ann'))).toEqual([
      'Bob shares',
      'Removed in Springfield, by email',
      'View 9',
      'view 10',
    ]);
    expect(names(await service.list('u-bob'))).toEqual(['bob alone', 'Bob shares', 'view 10']);
    expect(names(await service.list('u-someone'))).toEqual(['Bob shares', 'view 10']);
    const shared = (await service.list('u-bob')).find(({ name }) => name === 'view 10')!;
    expect(shared).toMatchObject({ search: null, orderBy: [], shared: true, owner: { uid: 'u-ann' } });
    // The owner filter: "me" kept as it is (whoever opens the view), a blank one is none.
    const mine = await service.save(ann, { ...springfield, name: 'Mine', customerOwner: 'me' });
    expect((await store.savedViews.get(mine.id))?.customerOwner).toBe('me');
    const everyone = await service.save(ann, { ...springfield, id: mine.id, name: 'Mine', customerOwner: ' ' });
    expect((await store.savedViews.get(everyone.id))?.customerOwner).toBeNull();
    await service.remove(ann, mine.id);
    expect(await store.savedViews.countOwnedBy('u-ann')).toBe(3);
    expect(await store.savedViews.get('view_unknown')).toBeNull();
  });

  it('updates a view in place, keeping its owner; only the owner, or an admin for a shared view, may change or delete it', async () => {
    const { store } = fresh;
    const personal = await service.save(ann, springfield);
    const shared = await service.save(ann, { ...springfield, name: 'Team view', shared: true });
    const updated = await service.save(ann, {
      ...springfield,
      id: personal.id,
      name: 'Renamed',
      columns: ['phone'],
      orderBy: [{ field: 'PHONE' }],
    });
    expect(updated).toMatchObject({
      id: personal.id,
      name: 'Renamed',
      columns: ['phone'],
      orderBy: [{ field: 'PHONE', direction: 'ASC' }],
      createdAt: personal.createdAt,
    });
    expect(await store.savedViews.get(personal.id)).toEqual(updated);

    await expect(service.save(bob, { ...springfield, id: personal.id })).rejects.toThrow(ForbiddenError);
    await expect(service.save(bob, { ...springfield, id: shared.id, shared: true })).rejects.toThrow(ForbiddenError);
    await expect(service.remove(bob, shared.id)).rejects.toThrow(ForbiddenError);
    // An admin tidies the team's shared views, not anyone's personal ones.
    await expect(service.save(admin, { ...springfield, id: personal.id })).rejects.toThrow(ForbiddenError);
    await expect(service.remove(admin, personal.id)).rejects.toThrow(ForbiddenError);
    const tidied = await service.save(admin, {
      ...springfield,
      id: shared.id,
      name: 'Team view, tidied',
      shared: true,
    });
    expect(tidied.owner).toEqual({ uid: 'u-ann', email: 'ann@example.com' });
    expect((await store.savedViews.get(shared.id))?.name).toBe('Team view, tidied');

    expect(await service.remove(admin, shared.id)).toBe(true);
    expect(await service.remove(ann, personal.id)).toBe(true);
    expect(await store.savedViews.remove(personal.id)).toBe(false);
    await expect(service.remove(ann, personal.id)).rejects.toThrow(NotFoundError);
    await expect(service.save(ann, { ...springfield, id: personal.id })).rejects.toThrow(NotFoundError);
    expect(await service.list('u-ann')).toEqual([]);
  });

  it('refuses a bad view with every rule that fails, and a viewer’s shared one, writing nothing', async () => {
    const refusal = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(InvalidInputError);
      return (error as InvalidInputError).fields;
    };
    expect(await refusal(service.save(ann, { ...springfield, name: '  ', columns: [] }))).toEqual({
      name: 'Please name the view',
      columns: 'Choose at least one column',
    });
    expect(
      await refusal(
        service.save(ann, {
          ...springfield,
          name: 'x'.repeat(savedViewLimits.nameMax + 1),
          columns: ['email', 'photo'],
        }),
      ),
    ).toEqual({
      name: `Please insert at most ${savedViewLimits.nameMax} characters`,
      columns: expect.stringContaining('Unknown column: photo'),
    });
    expect(
      await refusal(
        service.save(ann, {
          ...springfield,
          columns: ['email', 'email'],
          orderBy: [{ field: 'EMAIL' }, { field: 'EMAIL', direction: 'DESC' }],
          search: 's'.repeat(201),
          customerOwner: 'u'.repeat(savedViewLimits.customerOwnerMax + 1),
        }),
      ),
    ).toEqual({
      columns: 'Choose each column once',
      orderBy: 'Sort by each column once',
      search: 'Please insert at most 200 characters',
      customerOwner: `Please insert at most ${savedViewLimits.customerOwnerMax} characters`,
    });
    await expect(service.save(viewer, { ...springfield, shared: true })).rejects.toThrow(ForbiddenError);
    expect(await service.list('u-ann')).toEqual([]);
    expect(await service.list('u-viewer')).toEqual([]);
    // A viewer keeps personal views.
    expect((await service.save(viewer, springfield)).shared).toBe(false);
  });

  it('keeps a company filter, refuses a company that does not exist by companyId, and a blank one is none', async () => {
    const { store } = fresh;
    const companies = new CompanyService(store.companies, store.customers);
    const withCompanies = new SavedViewService(store.savedViews, Date.now, noTags, companies);
    const acme = await companies.save({ name: 'Acme' });
    const saved = await withCompanies.save(ann, { ...springfield, companyId: acme.id });
    expect(saved.companyId).toBe(acme.id);
    expect((await store.savedViews.get(saved.id))?.companyId).toBe(acme.id);
    expect((await withCompanies.list('u-ann')).map(({ companyId }) => companyId)).toEqual([acme.id]);
    const error = await withCompanies.save(ann, { ...springfield, id: saved.id, companyId: 'no-such-company' }).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect((error as InvalidInputError).fields).toEqual({ companyId: 'No such company' });
    expect((await store.savedViews.get(saved.id))?.companyId).toBe(acme.id);
    const none = await withCompanies.save(ann, { ...springfield, id: saved.id, companyId: '' });
    expect((await store.savedViews.get(none.id))?.companyId).toBeNull();
  });

  it('keeps at most the set number of views per person', async () => {
    const { store } = fresh;
    const full = new SavedViewService(store.savedViews);
    for (let index = 0; index < savedViewLimits.perPerson; index++)
      await store.savedViews.put({
        ...springfield,
        id: `view_${index}`,
        shared: false,
        search: null,
        customerOwner: null,
        fieldFilters: [],
        orderBy: [],
        columns: ['email'],
        owner: { uid: 'u-ann', email: 'ann@example.com' },
        createdAt: index,
        updatedAt: index,
      });
    const error = await full.save(ann, springfield).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect((error as InvalidInputError).fields).toEqual({
      name: `You can keep at most ${savedViewLimits.perPerson} views: delete one first`,
    });
    expect(await store.savedViews.countOwnedBy('u-ann')).toBe(savedViewLimits.perPerson);
    // Updating one still works, and someone else may still save.
    expect((await full.save(ann, { ...springfield, id: 'view_3', name: 'Third' })).name).toBe('Third');
    expect((await full.save(bob, springfield)).owner.uid).toBe('u-bob');
  });
}
