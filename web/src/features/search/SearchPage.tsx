// 'dashboard/search?q=…': every hit of the top bar's search for a text, grouped by kind (customers, contacts, tasks),
// each a link to what it found. Enter in the top bar's search with no hit highlighted opens it.
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { PageCard } from '../../shared/PageCard.tsx';
import { LoadFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { searchHitPath } from './searchHitPath.ts';
import { SearchDocument } from './searchDocuments.ts';
import type { Hit } from './SearchHits.tsx';
import './search.css';

/** Hits of each kind the page lists (the API's most) */
const perKind = 50;

function Group({ title, hits }: { title: string; hits: readonly Hit[] }) {
  if (!hits.length) return null;
  return (
    <section className="search-group" aria-label={title}>
      <h2 className="search-group-title">{title}</h2>
      <ul className="search-group-list">
        {hits.map((hit) => (
          <li key={hit.id}>
            <Link to={searchHitPath(hit)} className="search-result">
              <bdi className="search-result-title">{hit.title}</bdi>
              {hit.detail && <bdi className="search-hit-detail">{hit.detail}</bdi>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SearchPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const text = (params.get('q') ?? '').trim();
  const { data, loading, error } = useQuery(SearchDocument, {
    variables: { text, first: perKind },
    skip: !text,
  });
  const hits = data?.search ?? [];
  return (
    <PageCard
      title={intl.formatMessage({
        defaultMessage: 'Search results',
        id: '9bE0Lp',
        description: "The search results page's title",
      })}
      busy={loading}
    >
      <p className="search-page-lead">
        {text ? (
          <FormattedMessage
            defaultMessage="Customers, contacts and your tasks matching “{text}”."
            id="07Dyza"
            description="Search results page: the lead, naming what was searched for"
            values={{ text: <bdi>{text}</bdi> }}
          />
        ) : (
          <FormattedMessage
            defaultMessage="Type in the search box at the top (Ctrl+K) to find customers, contacts and your tasks."
            id="6qXzzX"
            description="Search results page with nothing searched for yet"
          />
        )}
      </p>
      {error && !data && <LoadFailedAlert message={error.message} />}
      {text && data && hits.length === 0 && (
        <p className="search-page-none" role="status">
          <FormattedMessage
            defaultMessage="No customer, contact or task of yours matches “{text}”."
            id="1QMMcN"
            description="Search results page: nothing found"
            values={{ text: <bdi>{text}</bdi> }}
          />
        </p>
      )}
      <Group
        title={intl.formatMessage({
          defaultMessage: 'Customers',
          id: 'nuZtU7',
          description: 'Search results page: the customers found',
        })}
        hits={hits.filter(({ kind }) => kind === 'customer')}
      />
      <Group
        title={intl.formatMessage({
          defaultMessage: 'Contacts',
          id: 'Iv0W7t',
          description: 'Search results page: the contacts found',
        })}
        hits={hits.filter(({ kind }) => kind === 'contact')}
      />
      <Group
        title={intl.formatMessage({
          defaultMessage: 'Your tasks',
          id: 'c9NIpi',
          description: "Search results page: the searcher's own tasks found",
        })}
        hits={hits.filter(({ kind }) => kind === 'task')}
      />
    </PageCard>
  );
}
