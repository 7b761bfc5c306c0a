// The customers list's filter, search, order, columns and open view, kept in the address (listUrlState.ts): a copied
// link opens the same list elsewhere, and back and forward move between what the address said.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { listStateFromQuery, queryFromListState, type CustomerListState } from './listUrlState.ts';

/** How long typing pauses before the address follows the search: a keystroke itself costs no navigation. */
const searchSettleMs = 300;

export function useCustomerListState(): [CustomerListState, (change: Partial<CustomerListState>) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState(() => listStateFromQuery(location.search));
  /** The query the address holds as far as this list knows: the one it wrote or last read */
  const written = useRef(location.search);
  /**
   * The queries this list wrote that the router has not shown yet, oldest first. The router shows a write in a
   * transition, so one may come after a newer write: the list must not go back to it.
   */
  const unseen = useRef<string[]>([]);

  // The address changed by other means (back, forward, a link to the list): the list follows it.
  useEffect(() => {
    const own = unseen.current.indexOf(location.search);
    if (own >= 0) {
      unseen.current = unseen.current.slice(own + 1);
      return;
    }
    if (location.search === written.current) return;
    written.current = location.search;
    setState(listStateFromQuery(location.search));
  }, [location.search]);

  // The list changed: the address follows once the change is painted,
  // or once typing pauses when only the search changed.
  useEffect(() => {
    const query = queryFromListState(state);
    if (query === written.current) return;
    const write = () => {
      written.current = query;
      unseen.current.push(query);
      navigate({ search: query }, { replace: true });
    };
    const before = listStateFromQuery(written.current);
    // Typing in the search or a field filter's box: the address follows once typing pauses.
    const onlySearch =
      queryFromListState({ ...state, search: before.search, fieldFilters: before.fieldFilters }) ===
      queryFromListState(before);
    if (onlySearch) {
      const timer = setTimeout(write, searchSettleMs);
      return () => clearTimeout(timer);
    }
    // Once the frame that shows the change is painted: the address and the router's work stay out of the click's frame.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(write)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [state, navigate]);

  const change = useCallback(
    (changes: Partial<CustomerListState>) => setState((previous) => ({ ...previous, ...changes })),
    [],
  );
  return [state, change];
}
