// What the customers and contacts lists share: search as you type, and a tag that counts what is shown. Plain
// elements (app.css 'ui-'), so the lists load none of antd.
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useMediaQuery } from './useMediaQuery.ts';
import { FormattedMessage, useIntl } from 'react-intl';

/** The search text, and the items that match it (filtered on a deferred copy so typing stays smooth). */
export function useListSearch<T>(items: readonly T[], matches: (item: T, search: string) => boolean, initial = '') {
  const [search, setSearch] = useState(initial);
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(() => items.filter((item) => matches(item, deferredSearch)), [items, matches, deferredSearch]);
  return { search, setSearch, searching: deferredSearch.trim() !== '', shown };
}

/** Beside a list's title once the list has arrived: how many it shows, and of how many when a search narrows it. */
export function ListCount({ shown, total, counted }: { shown: number; total: number; counted: boolean }) {
  const intl = useIntl();
  if (!counted) return null;
  return (
    <span className="list-count">
      {/* Counts as the spec writes them (3000, not 3,000), in every language. */}
      {shown === total
        ? total
        : intl.formatMessage(
            {
              defaultMessage: '{shown} of {total}',
              id: 'cMvhsR',
              description: "A list's count while a search narrows it: the numbers as plain digits",
            },
            { shown: String(shown), total: String(total) },
          )}
    </span>
  );
}

export function ListSearch({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const intl = useIntl();
  return (
    <span className="ui-input customers-search">
      <SearchOutlined aria-hidden="true" />
      <input
        ref={input}
        placeholder={placeholder}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value && (
        <button
          type="button"
          className="ui-input-clear"
          aria-label={intl.formatMessage({
            defaultMessage: 'Clear search',
            id: 'ajdT8J',
            description: "Button that empties a list's search",
          })}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        >
          <CloseCircleFilled />
        </button>
      )}
    </span>
  );
}

/**
 * Below 768 px (antd's md breakpoint) the lists and tables stack each row's fields in one column instead of scrolling
 * sideways, so every field and action of a row is in view on a phone. Read from the media query as the first render
 * renders: antd's `Grid.useBreakpoint` answers only once mounted, so a table rendered by it on a phone was rendered
 * wide first (its columns measured), then rendered again stacked.
 */
export function useStackedRows(): boolean {
  return useMediaQuery('(max-width: 767.98px)');
}

/** An email address that may wrap only after its '@' where space is short, never in the middle of a name. */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** An empty list's picture and words (antd's simple Empty, rendered plain). */
export function ListEmpty({ text }: { text: string }) {
  return (
    <div className="list-empty">
      <svg width="64" height="41" viewBox="0 0 64 41" aria-hidden="true" focusable="false">
        <g transform="translate(0 1)" fill="none" fillRule="evenodd">
          <ellipse className="list-empty-shadow" cx="32" cy="33" rx="32" ry="7" />
          <g className="list-empty-tray" fillRule="nonzero">
            <path d="M55 12.8 44.9 1.3Q44 0 42.9 0H21.1q-1.2 0-2 1.3L9 12.8V22h46z" />
            <path
              className="list-empty-content"
              d="M41.6 16c0-1.7 1-3 2.2-3H55v18.1c0 2.2-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 3s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.4 2.2-3"
            />
          </g>
        </g>
      </svg>
      <div className="list-empty-text">{text}</div>
    </div>
  );
}

/** A list's place while its first rows arrive. */
export function ListLoading() {
  return (
    <div className="table-loading-placeholder" role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <span className="visually-hidden">
        <FormattedMessage
          defaultMessage="Loading…"
          id="9qMCOo"
          description="Said to screen readers while a list loads"
        />
      </span>
    </div>
  );
}
