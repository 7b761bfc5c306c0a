// The customers list's address and its state, both ways (web/src/features/customers/views/listUrlState.ts): what a
// copied link says is what the list shows in another browser.
import { describe, expect, it } from '@jest/globals';
import { customerColumnKeys } from '../../server/domain/views/savedView.ts';
import {
  defaultListState,
  listStateFromQuery,
  listStateOfView,
  queryFromListState,
  showsView,
  type CustomerListState,
} from '../../web/src/features/customers/views/listUrlState.ts';

describe('the customers list’s address', () => {
  const springfield: CustomerListState = {
    filter: 'REMOVED',
    owner: 'me',
    search: 'Springfield & Co, 5%',
    tagIds: ['tag-a', 'tag-b'],
    companyId: null,
    fieldFilters: [],
    order: { field: 'EMAIL', direction: 'DESC' },
    columns: ['email', 'lname', 'fname', 'status'],
    viewId: 'view_abc',
  };

  it('leaves every default out: the plain list is the bare address', () => {
    expect(queryFromListState(defaultListState)).toBe('');
    expect(listStateFromQuery('')).toEqual(defaultListState);
    expect(listStateFromQuery('?')).toEqual(defaultListState);
  });

  it('says a state and reads it back whole, odd characters in the search included', () => {
    const query = queryFromListState(springfield);
    expect(query).toBe(
      '?view=view_abc&filter=REMOVED&owner=me&search=Springfield+%26+Co%2C+5%25&tags=tag-a%2Ctag-b&orderBy=EMAIL%3ADESC&columns=email%2Clname%2Cfname%2Cstatus',
    );
    expect(listStateFromQuery(query)).toEqual(springfield);
    for (const state of [
      { ...defaultListState, search: '  leading and trailing  ' },
      { ...defaultListState, order: { field: 'LNAME', direction: 'DESC' } as const },
      { ...defaultListState, columns: ['phone'] as const },
      { ...defaultListState, columns: [...customerColumnKeys].reverse() },
      { ...defaultListState, filter: 'ALL' as const },
      { ...defaultListState, owner: 'uid_of_a_member', order: { field: 'OWNER', direction: 'DESC' } as const },
      { ...defaultListState, companyId: 'company_1', order: { field: 'COMPANY', direction: 'ASC' } as const },
    ]) {
      expect(listStateFromQuery(queryFromListState(state))).toEqual(state);
    }
  });

  it('reads what a person might type or an old link holds, and falls back to the default for what it cannot read', () => {
    expect(listStateFromQuery('?filter=removed&orderBy=email:desc&columns=phone,,email,phone')).toEqual({
      ...defaultListState,
      filter: 'REMOVED',
      order: { field: 'EMAIL', direction: 'DESC' },
      columns: ['phone', 'email'],
    });
    // The export links' format: a field alone is ascending.
    expect(listStateFromQuery('?orderBy=ADDRESS').order).toEqual({ field: 'ADDRESS', direction: 'ASC' });
    expect(listStateFromQuery('?filter=GONE&orderBy=SHOE:UP&columns=shoe,size&view=')).toEqual(defaultListState);
    expect(listStateFromQuery('?columns=').columns).toEqual(defaultListState.columns);
  });

  it('opens a saved view as its filter, search, tags, company, first order and columns, and tells when the list has moved away from it', () => {
    const view = {
      id: 'view_abc',
      filter: 'REMOVED' as const,
      search: 'Springfield & Co, 5%',
      customerOwner: 'me',
      tagIds: ['tag-b', 'tag-a'],
      orderBy: [{ field: 'EMAIL' as const, direction: 'DESC' as const }],
      columns: ['email', 'lname', 'fname', 'status'],
    };
    // A view keeps its owner filter ("me" is whoever opens it) and its tag filter.
    const opened = { ...springfield, tagIds: ['tag-b', 'tag-a'] };
    expect(listStateOfView(view)).toEqual(opened);
    expect(
      listStateOfView({ ...view, customerOwner: null, search: null, tagIds: [], orderBy: [], columns: ['unknown'] }),
    ).toEqual({
      ...defaultListState,
      filter: 'REMOVED',
      viewId: 'view_abc',
    });
    expect(showsView(opened, view)).toBe(true);
    expect(showsView({ ...opened, viewId: null }, view)).toBe(true);
    expect(showsView({ ...opened, owner: null }, view)).toBe(false);
    expect(showsView({ ...opened, owner: 'uid_of_someone' }, view)).toBe(false);
    expect(showsView({ ...opened, tagIds: ['tag-a'] }, view)).toBe(false);
    expect(showsView({ ...opened, companyId: 'company_1' }, view)).toBe(false);
    // A view keeps its company filter too; one without it shows every company's customers.
    const atAcme = { ...view, companyId: 'company_1' };
    expect(listStateOfView(atAcme)).toEqual({ ...opened, companyId: 'company_1' });
    expect(showsView({ ...opened, companyId: 'company_1' }, atAcme)).toBe(true);
    expect(showsView(opened, atAcme)).toBe(false);
    expect(showsView({ ...opened, search: 'Springfield' }, view)).toBe(false);
    expect(showsView({ ...opened, columns: ['lname', 'email', 'fname', 'status'] }, view)).toBe(false);
    expect(showsView({ ...opened, order: { field: 'EMAIL', direction: 'ASC' } }, view)).toBe(false);
  });

  it('says custom field columns, a custom field’s order and field filters, and reads them back', () => {
    const state: CustomerListState = {
      ...defaultListState,
      fieldFilters: [
        { key: 'deal_value', min: '-2.5', max: '10' },
        { key: 'story', value: 'Café & co.' },
      ],
      order: { field: 'CUSTOM', fieldKey: 'deal_value', direction: 'DESC' },
      columns: ['lname', 'field:deal_value', 'field:story'],
    };
    const query = queryFromListState(state);
    expect(query).toBe(
      '?field.deal_value.min=-2.5&field.deal_value.max=10&field.story=Caf%C3%A9+%26+co.&orderBy=field%3Adeal_value%3ADESC&columns=lname%2Cfield%3Adeal_value%2Cfield%3Astory',
    );
    expect(listStateFromQuery(query)).toEqual(state);
    // A name that is no field's key, or a part that is none of value, min and max, is no filter.
    expect(
      listStateFromQuery('?field.Bad=1&field.x.y.z=1&field.ok.least=1&columns=field:Bad,email').fieldFilters,
    ).toEqual([]);
    expect(listStateFromQuery('?columns=field:Bad,email').columns).toEqual(['email']);
    const view = {
      id: 'view_deals',
      filter: 'ACTIVE' as const,
      fieldFilters: [{ key: 'story', value: 'Café & co.', min: null, max: null }],
      orderBy: [{ field: 'CUSTOM' as const, fieldKey: 'deal_value', direction: 'DESC' as const }],
      columns: ['lname', 'field:deal_value'],
    };
    const opened = listStateOfView(view);
    expect(opened).toMatchObject({ fieldFilters: view.fieldFilters, order: view.orderBy[0], columns: view.columns });
    expect(showsView(opened, view)).toBe(true);
    expect(showsView({ ...opened, fieldFilters: [{ key: 'story', value: 'Café' }] }, view)).toBe(false);
    expect(showsView({ ...opened, order: { ...view.orderBy[0]!, fieldKey: 'story' } }, view)).toBe(false);
  });
});
