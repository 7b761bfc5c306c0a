// The customers list's toolbar, rendered plain like the page (CustomersPage.tsx): the search, the order, the status,
// owner, tag, company and custom field filters, the columns and the saved views; each change goes to the list's state
// (views/useCustomerListState.ts), which the address and saved views keep.
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { CustomerListOrder as CustomerOrder } from '../../../../server/domain/ordering.ts';
import type { CustomerFilter } from '../../gql/graphql.ts';
import { ListSearch } from '../../shared/listPage.tsx';
import { screenWords } from '../../shared/screenWords.ts';
import type { TeamTag } from '../../shared/tags/TagChips.tsx';
import type { Teammate } from '../../shared/teammates.ts';
import { CompanyFilter } from './companies/CompanyFilter.tsx';
import { StatusFilter } from './customerListControls.tsx';
import { FieldFilters } from './customFields/FieldFilters.tsx';
import type { ListFields } from './customFields/useListFields.ts';
import { MineFilter, OwnerSelect } from './OwnerFilter.tsx';
import { SortSelect } from './SortSelect.tsx';
import { TagFilter } from './tags/TagFilter.tsx';
import { ColumnsControl } from './views/ColumnsControl.tsx';
import { columnsFor } from './views/customerColumns.ts';
import { defaultColumns, type CustomerListState } from './views/listUrlState.ts';
import { ViewsControl } from './views/ViewsControl.tsx';

export function CustomersToolbar({
  listState,
  changeList,
  listFields,
  teammates,
  tags,
  canWrite,
}: {
  listState: CustomerListState;
  changeList: (change: Partial<CustomerListState>) => void;
  /** The team's active custom fields and what of the state still names them (useListFields.ts) */
  listFields: ListFields;
  teammates: readonly Teammate[];
  tags: readonly TeamTag[];
  canWrite: boolean;
}) {
  const intl = useIntl();
  const { search, owner, tagIds, companyId, columns } = listState;
  const { fields, fieldFilters, order, fieldLabels } = listFields;
  const setFilter = useCallback((next: CustomerFilter) => changeList({ filter: next }), [changeList]);
  const setSearch = useCallback((next: string) => changeList({ search: next }), [changeList]);
  const setOrder = useCallback((next: CustomerOrder) => changeList({ order: next }), [changeList]);
  // A view saves the custom fields' columns, order and filters only while the fields are active (the server's rule).
  const savable = useMemo(() => {
    const shown = columns.filter((key) => !key.startsWith('field:') || fieldLabels.has(key));
    return { ...listState, fieldFilters, order, columns: shown.length ? shown : defaultColumns };
  }, [listState, fieldFilters, order, columns, fieldLabels]);
  return (
    <div className="customers-toolbar">
      <ListSearch
        label={intl.formatMessage(screenWords.searchCustomers)}
        placeholder={intl.formatMessage(screenWords.customersSearch)}
        value={search}
        onChange={setSearch}
      />
      <SortSelect value={order} customFields={fields} onChange={setOrder} />
      <StatusFilter value={listState.filter} onChange={setFilter} />
      <span className="customers-owner-filters">
        <MineFilter value={owner === 'me'} onChange={(mine) => changeList({ owner: mine ? 'me' : null })} />
        <OwnerSelect value={owner} teammates={teammates} onChange={(next) => changeList({ owner: next })} />
      </span>
      <TagFilter tags={tags} value={tagIds} onChange={(next) => changeList({ tagIds: next })} />
      <FieldFilters fields={fields} value={fieldFilters} onChange={(next) => changeList({ fieldFilters: next })} />
      {companyId && <CompanyFilter companyId={companyId} onClear={() => changeList({ companyId: null })} />}
      <span className="customers-view-controls">
        <ColumnsControl
          columns={columns}
          available={columnsFor(
            canWrite,
            fields.map(({ key }) => key),
          )}
          fieldLabels={fieldLabels}
          onChange={(next) => changeList({ columns: next })}
        />
        <ViewsControl state={listState} savable={savable} onChange={changeList} />
      </span>
    </div>
  );
}
