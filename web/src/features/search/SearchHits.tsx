// The top bar's search's listbox: the hits for the typed text, fetched as the text settles. A chunk of its own,
// fetched when the search is first used, so the shell's first load does not carry it.
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { SearchDocument } from './searchDocuments.ts';
import './search.css';

export interface Hit {
  kind: string;
  id: string;
  title: string;
  detail?: string | null;
}

/** Hits of each kind the type-ahead shows; the results page shows more. */
const shownPerKind = 5;

export const hitOptionId = (listboxId: string, index: number) => `${listboxId}-${index}`;

export function SearchHits({
  text,
  listboxId,
  label,
  active,
  onHits,
  onPick,
}: {
  text: string;
  listboxId: string;
  label: string;
  active: number;
  onHits: (hits: readonly Hit[]) => void;
  onPick: (hit: Hit) => void;
}) {
  const { data, previousData, loading } = useQuery(SearchDocument, {
    variables: { text, first: shownPerKind },
    fetchPolicy: 'cache-first',
    context: { background: true },
  });
  const hits = (data ?? previousData)?.search ?? null;
  useEffect(() => onHits(hits ?? []), [hits, onHits]);
  return (
    <div className="topbar-popup search-hits">
      <ul id={listboxId} role="listbox" aria-label={label} className="search-hits-list">
        {(hits ?? []).map((hit, index) => (
          <li
            key={`${hit.kind}:${hit.id}`}
            id={hitOptionId(listboxId, index)}
            role="option"
            aria-selected={index === active}
            className={`search-hit${index === active ? ' search-hit-active' : ''}`}
            // Pointer down would blur the field first and close the list: pick before that.
            onMouseDown={(event) => {
              event.preventDefault();
              onPick(hit);
            }}
          >
            <span className="search-hit-kind">
              {hit.kind === 'customer' ? (
                <FormattedMessage
                  defaultMessage="Customer"
                  id="2Y+vQm"
                  description="Top bar search: a hit that is a customer"
                />
              ) : hit.kind === 'task' ? (
                <FormattedMessage
                  defaultMessage="Task"
                  id="XbZKCs"
                  description="Top bar search: a hit that is one of your tasks"
                />
              ) : (
                <FormattedMessage
                  defaultMessage="Contact"
                  id="pRqN20"
                  description="Top bar search: a hit that is a contact"
                />
              )}
            </span>
            <bdi className="search-hit-title">{hit.title}</bdi>
            {hit.detail && <bdi className="search-hit-detail">{hit.detail}</bdi>}
          </li>
        ))}
      </ul>
      {hits && hits.length === 0 && !loading && (
        <p className="search-hits-note" role="status">
          <FormattedMessage
            defaultMessage="Nothing found."
            id="vGYkd3"
            description="Top bar search: no customer or contact matches"
          />
        </p>
      )}
      <p className="search-hits-note search-hits-hint">
        <FormattedMessage
          defaultMessage="Enter: all results · Esc: close"
          id="EYU2b3"
          description="Top bar search: the keys under the hits (Enter opens the results page, Escape closes)"
        />
      </p>
    </div>
  );
}
