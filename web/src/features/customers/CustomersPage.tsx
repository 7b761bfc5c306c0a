// Plain elements and app.css, no antd (AppRoutes opens it without antd's providers): a phone renders the list without
// downloading and running antd first. The table's antd header comes after, in a chunk of its own (CustomersTable.tsx);
// the Remove confirmation and the pop-ups fetch antd when first opened.
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CustomerOrder } from '../../../../server/domain/ordering.ts';
import type { CustomerFilter } from '../../gql/graphql.ts';
import { ListCount, ListSearch } from '../../shared/listPage.tsx';
import { PageCard } from '../../shared/PageCard.tsx';
import { usePermissions } from '../../shared/permissions.tsx';
import { UiButton } from '../../shared/UiButton.tsx';
import { CustomersTable, type TableSelection } from './CustomersTable.tsx';
import { download, ExportButton, exportHref, SortSelect, StatusFilter } from './customerListControls.tsx';
import { BulkActions, BulkDone, customersWord } from './BulkActions.tsx';
import { useBulkCustomerChanges, type BulkSelection, type DoneBulkChange } from './useBulkCustomerChanges.ts';
import { useDialogs } from '../../shared/dialogs.tsx';
import { useSuccessPopup } from '../../shared/useSuccessPopup.ts';
import { useCustomerFeed } from './live/customerFeed.ts';
import { useViewportSize } from './useViewportSize.ts';
import { useCustomerEditors } from './presence/useCustomerEditors.ts';
import type { LiveCustomer } from './live/liveCustomerCollection.ts';
import { useCustomerListState } from './views/useCustomerListState.ts';
import { ColumnsControl } from './views/ColumnsControl.tsx';
import { ViewsControl } from './views/ViewsControl.tsx';
import { columnsFor } from './views/customerColumns.ts';
import { paths } from '../../shared/routes.ts';
import { screenWords } from '../../shared/screenWords.ts';
import type { exportLimits } from '../../../../server/limits.ts';
import { reportError } from '../../shared/reportError.ts';

/** Ids one export of a hand-made selection may name (they go in the link; typed by the server's bound, a type only); a bigger one is all that match. */
const exportIdsMax: (typeof exportLimits)['ids'] = 500;

/** The rows ticked: all that the filter and search match, or these ids; `anchor` is the row a Shift-click ranges from. */
interface Ticked {
  all: boolean;
  ids: ReadonlySet<string>;
  anchor: number | null;
}
const noneTicked: Ticked = { all: false, ids: new Set(), anchor: null };

export function CustomersPage() {
  const navigate = useNavigate();
  const { canWrite, canTransfer } = usePermissions();
  // Filter, search, order, columns and the open view live in the address, so a copied link opens the same list.
  const [listState, changeList] = useCustomerListState();
  const { filter, search, order, columns } = listState;
  const setFilter = useCallback((next: CustomerFilter) => changeList({ filter: next }), [changeList]);
  const setSearch = useCallback((next: string) => changeList({ search: next }), [changeList]);
  const setOrder = useCallback((next: CustomerOrder) => changeList({ order: next }), [changeList]);
  const feed = useCustomerFeed(filter);
  const { status, collection } = feed;
  // A keystroke or a header click first renders only the box or the Sort by select (the frame Event Timing measures); the
  // rows, and the header's arrows, follow in a deferred render that the next keystroke may interrupt. The same search and order over the same
  // version is the same view object (the collection keeps its last answers).
  const shownSearch = useDeferredValue(search);
  const shownOrder = useDeferredValue(order);
  const view = collection.view(shownSearch, shownOrder);
  const dialogs = useDialogs();
  const success = useSuccessPopup();
  const bulk = useBulkCustomerChanges();
  const [ticked, setTicked] = useState<Ticked>(noneTicked);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [lastBulk, setLastBulk] = useState<(DoneBulkChange & { undoing: boolean }) | null>(null);
  // Another filter or search is another list: what was ticked goes.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the ticks follow the list (above)
  useEffect(() => setTicked(noneTicked), [filter, view.needle]);
  const shownRows = view.customers;
  const tickedCount = ticked.all ? shownRows.length : ticked.ids.size;
  const selection = useMemo<TableSelection>(
    () => ({
      isSelected: (customer) => ticked.all || ticked.ids.has(customer.id),
      header: ticked.all ? 'all' : ticked.ids.size ? 'some' : 'none',
      select: (index, checked, range) =>
        setTicked((previous) => {
          const ids = new Set(previous.all ? shownRows.map(({ id }) => id) : previous.ids);
          const from = range && previous.anchor !== null ? Math.min(previous.anchor, index) : index;
          const to = range && previous.anchor !== null ? Math.max(previous.anchor, index) : index;
          for (let at = from; at <= to; at++) {
            const id = shownRows[at]?.id;
            if (id === undefined) continue;
            if (checked) ids.add(id);
            else ids.delete(id);
          }
          return { all: false, ids, anchor: index };
        }),
      selectAll: (checked) => setTicked(checked ? { all: true, ids: new Set(), anchor: null } : noneTicked),
    }),
    [ticked, shownRows],
  );
  const bulkSelection = (): BulkSelection => (ticked.all ? { filter, search: shownSearch } : { ids: [...ticked.ids] });
  const runBulk = async (status: boolean) => {
    setBulkBusy(true);
    try {
      const done = await bulk.change(bulkSelection(), status);
      setTicked(noneTicked);
      setLastBulk({ ...done, undoing: false });
    } catch (error) {
      reportError('The bulk change failed', error);
      void dialogs.modal().then((modal) => {
        modal.error({
          title: status ? 'The customers were not restored' : 'The customers were not removed',
          content: 'Try again.',
        });
      });
    } finally {
      setBulkBusy(false);
    }
  };
  const removeTicked = () => {
    const count = tickedCount;
    void dialogs.modal().then((modal) => {
      modal.confirm({
        title: `Remove ${customersWord(count)}?`,
        content: `${count === 1 ? 'It' : 'They'} will be moved to the deleted customers. You can undo this.`,
        okText: `Remove ${customersWord(count)}`,
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        focusable: { autoFocusButton: 'cancel' },
        onOk: () => runBulk(false),
      });
    });
  };
  const undoLast = async () => {
    if (!lastBulk) return;
    setLastBulk({ ...lastBulk, undoing: true });
    try {
      const undone = await bulk.undo(lastBulk);
      setLastBulk(null);
      const kept = undone.keptChangedSince;
      await success(
        kept.length
          ? `Undone: ${customersWord(undone.reverted)} back as they were; ${customersWord(kept.length)} changed since and kept as ${kept.length === 1 ? 'it is' : 'they are'}: ${kept
              .slice(0, 5)
              .map(({ fname, lname }) => `${fname} ${lname}`)
              .join(', ')}${kept.length > 5 ? '…' : ''}`
          : `Undone: ${customersWord(undone.reverted)} back as they were`,
      );
    } catch (error) {
      reportError('Undo failed', error);
      setLastBulk({ ...lastBulk, undoing: false });
    }
  };
  // Rows someone is editing now (docs/collaboration.md) carry a pencil naming who.
  const editors = useCustomerEditors();
  const renderNameExtra = useCallback(
    (customer: LiveCustomer) => {
      const who = editors.get(customer.id);
      if (!who) return null;
      const label = `Being edited by ${who.join(', ')}`;
      return (
        <span className="row-editing" role="img" aria-label={label} title={label}>
          <EditOutlined />
        </span>
      );
    },
    [editors],
  );
  const searching = view.needle !== '';
  const viewport = useViewportSize();
  // Room left under the header, title, toolbar (two rows on phones) and footer.
  const tableHeight = Math.max(280, viewport.height - (viewport.width < 576 ? 400 : 350));

  const emptyText =
    status === 'failed'
      ? 'Customers are not available right now.'
      : searching
        ? 'No customer matches your search.'
        : filter === 'REMOVED'
          ? 'No deleted customers.'
          : 'No customers yet.';
  const busy = !collection.complete && status !== 'failed';
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
    ],
  );

  return (
    <PageCard
      title="Customers list"
      tag={<ListCount shown={view.customers.length} total={collection.size} counted={collection.complete} />}
      extra={
        (canTransfer || canWrite) && (
          <>
            {canTransfer && <ExportButton filter={filter} search={search} order={order} />}
            {canWrite && (
              <UiButton
                primary
                aria-label="Add customer"
                icon={<PlusOutlined />}
                labelClassName="hide-on-phone"
                onClick={() => navigate(paths.addCustomer)}
              >
                Add customer
              </UiButton>
            )}
          </>
        )
      }
    >
      <div className="customers-toolbar">
        <ListSearch
          label="Search customers"
          placeholder={screenWords.customersSearch}
          value={search}
          onChange={setSearch}
        />
        <SortSelect value={order} onChange={setOrder} />
        <StatusFilter value={filter} onChange={setFilter} />
        <span className="customers-view-controls">
          <ColumnsControl
            columns={columns}
            available={columnsFor(canWrite)}
            onChange={(next) => changeList({ columns: next })}
          />
          <ViewsControl state={listState} onChange={changeList} />
        </span>
      </div>
      {canWrite && tickedCount > 0 && (
        <BulkActions
          count={tickedCount}
          shown={shownRows.length}
          allSelected={ticked.all}
          canRemove={filter !== 'REMOVED'}
          canRestore={filter !== 'ACTIVE'}
          canExport={canTransfer && (ticked.all || ticked.ids.size <= exportIdsMax)}
          busy={bulkBusy}
          onRemove={removeTicked}
          onRestore={() => void runBulk(true)}
          onExport={() =>
            download(exportHref('csv', filter, shownSearch, shownOrder, ticked.all ? undefined : [...ticked.ids]))
          }
          onSelectAll={() => selection.selectAll(true)}
          onClear={() => setTicked(noneTicked)}
        />
      )}
      {lastBulk && tickedCount === 0 && (
        <BulkDone
          text={`${lastBulk.status ? 'Restored' : 'Removed'} ${customersWord(lastBulk.count)}.`}
          undoing={lastBulk.undoing}
          onUndo={() => void undoLast()}
          onDismiss={() => setLastBulk(null)}
        />
      )}
      {table}
    </PageCard>
  );
}
