// Plain elements and app.css, no antd (AppRoutes opens it without antd's providers): a phone renders the list without
// downloading and running antd first. The table's antd header comes after, in a chunk of its own (CustomersTable.tsx);
// the Remove confirmation and the pop-ups fetch antd when first opened.
import { PlusOutlined } from '@ant-design/icons';
import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { CustomerListOrder as CustomerOrder } from '../../../../server/domain/ordering.ts';
import { columnFieldKey } from '../../../../server/domain/views/savedView.ts';
import type { exportLimits } from '../../../../server/limits.ts';
import type { CustomerFilter } from '../../gql/graphql.ts';
import { ListCount } from '../../shared/listPage.tsx';
import { PageCard } from '../../shared/PageCard.tsx';
import { usePermissions } from '../../shared/permissions.tsx';
import { useTeammates } from '../../shared/teammates.ts';
import { paths } from '../../shared/routes.ts';
import { screenWords } from '../../shared/screenWords.ts';
import { UiButton } from '../../shared/UiButton.tsx';
import { BulkActions, BulkDone } from './BulkActions.tsx';
import { download, ExportButton, exportHref } from './customerListControls.tsx';
import { CustomersToolbar } from './CustomersToolbar.tsx';
import { useListFields } from './customFields/useListFields.ts';
import { CustomersTable } from './CustomersTable.tsx';
import { useCustomerFeed } from './live/customerFeed.ts';
import { useEditingMark } from './presence/useEditingMark.tsx';
import { useBulkChangeActions } from './useBulkChangeActions.ts';
import { useTeamTags, TagsProvider } from '../../shared/tags/TagChips.tsx';
import { BulkTagMenus } from './tags/BulkTagMenus.tsx';
import { taggingDoneText, useBulkTagging } from './tags/useBulkTagging.ts';
import { useTickedRows } from './useTickedRows.ts';
import { useViewportSize } from './useViewportSize.ts';
import { useCustomerListState } from './views/useCustomerListState.ts';

/**
 * Ids one export of a hand-made selection may name (they go in the link;
 * typed by the server's bound, a type only); a bigger one is all that match.
 */
const exportIdsMax: (typeof exportLimits)['ids'] = 500;

const emptyWords = defineMessages({
  failed: {
    defaultMessage: 'Customers are not available right now.',
    id: 'u8mQLn',
    description: 'Customers list: what the empty list says when the customers could not be fetched',
  },
  searching: {
    defaultMessage: 'No customer matches your search.',
    id: '+gHlld',
    description: 'Customers list: what the empty list says when the search matches nobody',
  },
  removed: {
    defaultMessage: 'No deleted customers.',
    id: '6ezXyd',
    description: 'Customers list: what the empty list of deleted customers says',
  },
  none: { defaultMessage: 'No customers yet.', id: 'AAhBQl', description: 'Customers list: what the empty list says' },
});

/** What an empty list says, by why it is empty. */
function emptyTextFor(intl: IntlShape, failed: boolean, searching: boolean, filter: CustomerFilter): string {
  if (failed) return intl.formatMessage(emptyWords.failed);
  if (searching) return intl.formatMessage(emptyWords.searching);
  return intl.formatMessage(filter === 'REMOVED' ? emptyWords.removed : emptyWords.none);
}

/** What the last bulk action did, for its bar. */
function bulkDoneText(intl: IntlShape, restored: boolean, count: number, assignedTo?: string): string {
  if (assignedTo !== undefined)
    return intl.formatMessage(
      {
        defaultMessage: 'Assigned {count, plural, one {# customer} other {# customers}} to {email}.',
        id: 'Uh4nK8',
        description: 'Customers list: what the last bulk Assign to… did (whose they are now), beside its Undo',
      },
      { count, email: assignedTo },
    );
  return restored
    ? intl.formatMessage(
        {
          defaultMessage: 'Restored {count, plural, one {# customer} other {# customers}}.',
          id: 'U8Xq5N',
          description: 'Customers list: what the last bulk Restore did, beside its Undo',
        },
        { count },
      )
    : intl.formatMessage(
        {
          defaultMessage: 'Removed {count, plural, one {# customer} other {# customers}}.',
          id: '6Zf1La',
          description: 'Customers list: what the last bulk Remove did, beside its Undo',
        },
        { count },
      );
}

export function CustomersPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { canWrite, canTransfer } = usePermissions();
  // Filter, search, order, columns and the open view live in the address, so a copied link opens the same list.
  const [listState, changeList] = useCustomerListState();
  const { filter, search, columns, owner, tagIds, companyId } = listState;
  const { teammates } = useTeammates();
  const { tags } = useTeamTags();
  // The team's custom fields: the columns, order and field filters that name an active one.
  const listFields = useListFields(listState.fieldFilters, listState.order);
  const { fields, fieldFilters, order } = listFields;
  const setOrder = useCallback((next: CustomerOrder) => changeList({ order: next }), [changeList]);
  const feed = useCustomerFeed(filter, owner, companyId);
  const { status, collection } = feed;
  // A keystroke or a header click first renders only the box or the Sort by select (the frame Event Timing measures);
  // the rows, and the header's arrows, follow in a deferred render that the next keystroke may interrupt. The same
  // search and order over the same version is the same view object (the collection keeps its last answers). Tags and
  // field filters narrow it here, by the server's own rules, as search does: the feed stays the same.
  const shownSearch = useDeferredValue(search);
  const shownOrder = useDeferredValue(order);
  const shownFilters = useDeferredValue(listFields.checkedFilters);
  // As text: the address gives a new array on every render, which a deferred value would chase for ever.
  const shownTags = useDeferredValue(tagIds.join(','));
  const shownTagIds = useMemo(() => (shownTags ? shownTags.split(',') : []), [shownTags]);
  // The active custom fields shown as columns: their orders are made ahead in idle time too, as the stored columns'.
  const aheadFields = useMemo(
    () => fields.filter(({ key }) => columns.some((column) => columnFieldKey(column) === key)).map(({ key }) => key),
    [fields, columns],
  );
  useEffect(() => feed.prepareWhenIdle(), [feed, aheadFields]);
  const narrowing = { filters: shownFilters, fields, tagIds: shownTagIds, aheadFields };
  const view = collection.view(shownSearch, shownOrder, narrowing);
  const shownRows = view.customers;
  const { ticked, tickedCount, selection, clearTicks } = useTickedRows(
    filter,
    view.needle,
    shownRows,
    owner,
    tagIds,
    companyId,
    fieldFilters,
  );
  const bulk = useBulkChangeActions(
    filter,
    shownSearch,
    ticked,
    tickedCount,
    clearTicks,
    owner,
    tagIds,
    companyId,
    fieldFilters,
  );
  const tagging = useBulkTagging(bulk.tickedSelection, clearTicks, bulk.showDone);
  const renderNameExtra = useEditingMark();
  const searching = view.needle !== '';
  const viewport = useViewportSize();
  // Room left under the header, title, toolbar (two rows on phones) and footer.
  const tableHeight = Math.max(280, viewport.height - (viewport.width < 576 ? 400 : 350));

  const emptyText = emptyTextFor(intl, status === 'failed', searching, filter);
  const busy = !collection.complete && status !== 'failed';
  const addCustomer = intl.formatMessage({
    defaultMessage: 'Add customer',
    id: 'SR7GuV',
    description: 'Customers list: the button that opens the add-customer form (its text, hidden on phones, and name)',
  });
  // Memoised on the shown rows: a keystroke's urgent render does not render the table again.
  const table = useMemo(
    () => (
      <CustomersTable
        customers={view.customers}
        height={tableHeight}
        loading={status === 'loading'}
        busy={busy}
        emptyText={emptyText}
        renderNameExtra={renderNameExtra}
        readOnly={!canWrite}
        order={order}
        onOrderChange={setOrder}
        selection={canWrite ? selection : undefined}
        columnKeys={columns}
        customFields={fields}
      />
    ),
    [
      view.customers,
      tableHeight,
      status,
      busy,
      emptyText,
      renderNameExtra,
      canWrite,
      order,
      selection,
      columns,
      setOrder,
      fields,
    ],
  );

  return (
    <PageCard
      title={intl.formatMessage(screenWords.customersTitle)}
      tag={<ListCount shown={view.customers.length} total={collection.size} counted={collection.complete} />}
      extra={
        (canTransfer || canWrite) && (
          <>
            {canTransfer && (
              <ExportButton
                filter={filter}
                search={search}
                order={order}
                owner={owner}
                tagIds={tagIds}
                companyId={companyId}
                fieldFilters={fieldFilters}
              />
            )}
            {canWrite && (
              <UiButton
                primary
                aria-label={addCustomer}
                icon={<PlusOutlined />}
                labelClassName="hide-on-phone"
                onClick={() => navigate(paths.addCustomer)}
              >
                {addCustomer}
              </UiButton>
            )}
          </>
        )
      }
    >
      <CustomersToolbar
        listState={listState}
        changeList={changeList}
        listFields={listFields}
        teammates={teammates}
        tags={tags}
        canWrite={canWrite}
      />
      {canWrite && tickedCount > 0 && (
        <BulkActions
          count={tickedCount}
          shown={shownRows.length}
          allSelected={ticked.all}
          canRemove={filter !== 'REMOVED'}
          canRestore={filter !== 'ACTIVE'}
          canExport={canTransfer && (ticked.all || ticked.ids.size <= exportIdsMax)}
          assignees={teammates.filter(({ active }) => active)}
          onAssign={bulk.assignTicked}
          busy={bulk.bulkBusy || tagging.tagging}
          onRemove={bulk.removeTicked}
          onRestore={bulk.restoreTicked}
          onExport={() =>
            download(
              exportHref(
                'csv',
                filter,
                shownSearch,
                shownOrder,
                ticked.all ? undefined : [...ticked.ids],
                owner,
                tagIds,
                companyId,
                fieldFilters,
              ),
            )
          }
          onSelectAll={() => selection.selectAll(true)}
          onClear={clearTicks}
        >
          <BulkTagMenus tags={tags} onAdd={tagging.addTag} onRemove={tagging.removeTag} />
        </BulkActions>
      )}
      {bulk.lastBulk && tickedCount === 0 && (
        <BulkDone
          text={
            bulk.lastBulk.tagged
              ? taggingDoneText(intl, { count: bulk.lastBulk.count, tagged: bulk.lastBulk.tagged })
              : bulkDoneText(intl, bulk.lastBulk.status, bulk.lastBulk.count, bulk.lastBulk.assignedTo)
          }
          undoing={bulk.lastBulk.undoing}
          onUndo={bulk.undoLast}
          onDismiss={bulk.dismissLast}
        />
      )}
      <TagsProvider tags={tags}>{table}</TagsProvider>
    </PageCard>
  );
}
