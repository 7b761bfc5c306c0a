// The top bar's search: a combobox over the search API (customers and contacts), keyboard first. Arrows move through
// the hits, Enter opens the highlighted one or, with none highlighted, the results page; Escape closes; Ctrl+K (⌘K on
// a Mac) reaches it from anywhere. The field comes with the shell; the hits' list is a chunk of its own
// (features/search/SearchHits.tsx), fetched when the search is first used.
import { SearchOutlined } from '@ant-design/icons';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../shared/routes.ts';
import { usePopover } from '../shared/usePopover.ts';
import { searchHitPath } from '../features/search/searchHitPath.ts';
import type { Hit } from '../features/search/SearchHits.tsx';

const SearchHits = lazy(() =>
  import('../features/search/SearchHits.tsx').then((module) => ({ default: module.SearchHits })),
);

const searchLabel = defineMessage({
  defaultMessage: 'Search',
  id: 'M70fEj',
  description: "Accessible name of the top bar's search",
});

/** How long typing rests before the hits are asked for */
const settleMs = 200;
const maxLength = 200;

function SearchField({ onDone, focusOnMount }: { onDone?: () => void; focusOnMount?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const listboxId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [settled, setSettled] = useState('');
  const [open, setOpen] = useState(false);
  const [hits, setHits] = useState<readonly Hit[]>([]);
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), settleMs);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);
  const onHits = useCallback((found: readonly Hit[]) => {
    setHits(found);
    setActive((index) => (index < found.length ? index : -1));
  }, []);
  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    input.current?.blur();
    onDone?.();
    void navigate(to);
  };
  const showing = open && settled !== '';
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!hits.length) return;
      const last = hits.length - 1;
      if (event.key === 'ArrowDown') setActive((index) => (index >= last ? 0 : index + 1));
      else setActive((index) => (index <= 0 ? last : index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = showing && active >= 0 ? hits[active] : undefined;
      if (hit) go(searchHitPath(hit));
      else if (text.trim()) go(paths.search(text.trim()));
    } else if (event.key === 'Escape') {
      if (showing) {
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else onDone?.();
    }
  };
  return (
    <span className="topbar-search">
      <SearchOutlined aria-hidden="true" className="topbar-search-icon" />
      <input
        ref={input}
        type="text"
        role="combobox"
        data-top-search=""
        maxLength={maxLength}
        value={text}
        placeholder={intl.formatMessage({
          defaultMessage: 'Search for…',
          id: 'GcHf+2',
          description: "The top bar's search field",
        })}
        aria-label={intl.formatMessage(searchLabel)}
        aria-keyshortcuts="Control+K Meta+K"
        aria-autocomplete="list"
        aria-expanded={showing}
        aria-controls={showing ? listboxId : undefined}
        aria-activedescendant={showing && active >= 0 ? `${listboxId}-${active}` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {showing && (
        <Suspense fallback={null}>
          <SearchHits
            text={settled}
            listboxId={listboxId}
            label={intl.formatMessage({
              defaultMessage: 'Search results',
              id: '6BZhuA',
              description: "The top bar's search: the list of hits under the field",
            })}
            active={active}
            onHits={onHits}
            onPick={(hit) => go(searchHitPath(hit))}
          />
        </Suspense>
      )}
    </span>
  );
}

/** Ctrl+K or ⌘K, from anywhere: calls `reach`. */
function useSearchShortcut(reach: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
        return;
      event.preventDefault();
      reach();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [reach]);
}

/** The search field; on a narrow screen behind a button, in a popup under it that opens focused on the field. */
export function TopBarSearch({ compact }: { compact: boolean }) {
  const { open, trigger, popup, toggle, show, close } = usePopover<HTMLButtonElement, HTMLDivElement>();
  const intl = useIntl();
  const wide = useRef<HTMLSpanElement>(null);
  const reach = useCallback(() => {
    if (compact) show();
    else wide.current?.querySelector('input')?.focus();
  }, [compact, show]);
  useSearchShortcut(reach);
  if (!compact)
    return (
      <span ref={wide} className="topbar-anchor topbar-search-wide">
        <SearchField />
      </span>
    );
  return (
    <div className="topbar-anchor topbar-anchor-start">
      <button
        ref={trigger}
        type="button"
        className="topbar-icon"
        aria-label={intl.formatMessage(searchLabel)}
        aria-expanded={open}
        onClick={toggle}
      >
        <SearchOutlined aria-hidden="true" />
      </button>
      {open && (
        <div ref={popup} className="topbar-popup topbar-search-popup">
          <SearchField focusOnMount onDone={() => close(true)} />
        </div>
      )}
    </div>
  );
}
