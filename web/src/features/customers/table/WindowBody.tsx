// The customers table's windowed body: only the rows in view (and a few either side), each at its offset in a body as
// tall as the whole list. antd's Table renders it as its scroll body (components.body,
// table/AntdCustomersTable.antd.tsx); until antd has loaded, it is rendered under the plain header
// (CustomersTable.tsx). What it renders comes through a context, so a keystroke, a scroll or a tick re-renders these
// rows and not antd's Table around them.
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { ListEmpty, ListLoading } from '../../../shared/listPage.tsx';
import { CustomerRow } from './CustomerRow.tsx';
import { headerHeight, type Column, type Customer, type RowActions } from './tableColumn.ts';
import { SelectAllBox, type TableSelection } from './TableHeader.tsx';
import { refocusAfterRedraw } from './useFocusFollowsCustomer.ts';

/** What the body renders, from the table's latest render. */
export interface BodyFrame {
  customers: readonly Customer[];
  /** The window: first and one past the last index rendered, and where each row sits */
  start: number;
  end: number;
  offsetOf(index: number): number;
  totalHeight: number;
  columns: readonly Column[];
  actions: RowActions;
  /** The rows' ticks, where the role writes */
  selection: TableSelection | undefined;
  renderNameExtra: ((customer: Customer) => ReactNode) | undefined;
  loading: boolean;
  emptyText: string;
  /** Phones: the page scrolls the rows, not a box */
  stacked: boolean;
  /** Height of the rows' part in px */
  height: number;
  scrollerRef: (element: HTMLDivElement | null) => void;
  bodyRef: RefObject<HTMLDivElement | null>;
}

export const BodyFrameContext = createContext<BodyFrame | null>(null);

/** The header's box for all: what is ticked and how many rows there are. */
export const SelectAllContext = createContext<{ selection: TableSelection; count: number } | null>(null);

/** The box for all, in antd's selection column header (its columnTitle), rendered again only when the ticks change. */
export function SelectAllFromContext() {
  const value = useContext(SelectAllContext);
  return value && <SelectAllBox selection={value.selection} count={value.count} />;
}

/**
 * What antd's Table hands a scroll body it does not render: its ref
 * (antd reads the scrollbar's width) and its scroll (the header follows sideways).
 */
export interface ScrollBodyInfo {
  ref: Ref<HTMLDivElement | null> | unknown;
  onScroll(info: { currentTarget?: HTMLElement; scrollLeft?: number }): void;
}

function fillRef(ref: unknown, element: HTMLDivElement | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref && typeof ref === 'object' && 'current' in ref) (ref as { current: unknown }).current = element;
}

/** The rows' scroll box and body; `header` (the plain one, before antd's) goes inside the box, on top. */
export function WindowBody({ header, scroll }: { header?: ReactNode; scroll?: ScrollBodyInfo }) {
  const frame = useContext(BodyFrameContext)!;
  const {
    customers,
    start,
    end,
    offsetOf,
    totalHeight,
    columns,
    actions,
    selection,
    renderNameExtra,
    loading,
    emptyText,
    stacked,
    height,
    scrollerRef,
    bodyRef,
  } = frame;
  // Stable between renders: a new ref callback would be called twice on every keystroke.
  const setScroller = useCallback(
    (element: HTMLDivElement | null) => {
      scrollerRef(element);
      if (scroll) fillRef(scroll.ref, element);
    },
    [scrollerRef, scroll],
  );
  // Rendered anew (antd's table replacing the plain one): focus in a row follows to the new row.
  useLayoutEffect(() => refocusAfterRedraw(bodyRef.current), [bodyRef]);
  const empty = customers.length === 0;
  const rendered: ReactNode[] = [];
  for (let index = start; index < end; index++) {
    const customer = customers[index]!;
    rendered.push(
      <CustomerRow
        key={index}
        customer={customer}
        index={index}
        selected={selection !== undefined && selection.isSelected(customer)}
        top={offsetOf(index)}
        columns={columns}
        actions={actions}
        renderNameExtra={renderNameExtra}
      />,
    );
  }
  const onScroll = scroll
    ? (event: React.UIEvent<HTMLDivElement>) => {
        const scroller = event.currentTarget;
        // antd's header follows a sideways scroll; an up or down one is the window's alone.
        if (
          scroller.scrollLeft !== (scroller.dataset.scrollLeft === undefined ? 0 : Number(scroller.dataset.scrollLeft))
        ) {
          scroller.dataset.scrollLeft = String(scroller.scrollLeft);
          scroll.onScroll({ currentTarget: scroller, scrollLeft: scroller.scrollLeft });
        }
      }
    : undefined;
  return (
    <div
      ref={setScroller}
      className={`customers-grid-scroller${header ? '' : ' customers-grid-scroller-bare'}`}
      style={stacked ? undefined : { maxHeight: height + (header ? headerHeight : 0) }}
      onScroll={onScroll}
    >
      {header}
      {empty ? (
        <div role="rowgroup">
          <div role="row" aria-rowindex={2} className="customers-grid-placeholder-row">
            <div role="cell" className="customers-grid-placeholder" aria-colspan={columns.length}>
              {loading ? <ListLoading /> : <ListEmpty text={emptyText} />}
            </div>
          </div>
        </div>
      ) : (
        <div ref={bodyRef} role="rowgroup" className="customers-grid-body" style={{ height: totalHeight }}>
          {rendered}
        </div>
      )}
    </div>
  );
}
