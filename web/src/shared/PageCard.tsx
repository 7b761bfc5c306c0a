import type { ReactNode } from 'react';

/** A screen's card with its h1 on top: antd's borderless Card under app.css's page-card, drawn plain (ui-card). */
export function PageCard({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `page-card ui-card ${className}` : 'page-card ui-card'}>
      <div className="ui-card-head">
        <h1 className="page-title">{title}</h1>
      </div>
      <div className="ui-card-body">{children}</div>
    </div>
  );
}

/** What a card holds while its data arrives: antd's active Skeleton (a title bar and `rows` lines), drawn plain. */
export function PageCardSkeleton({ rows }: { rows: number }) {
  return (
    <div className="ui-skeleton">
      <div className="ui-skeleton-title" />
      <ul className="ui-skeleton-paragraph">
        {Array.from({ length: rows }, (_, row) => (
          <li key={row} />
        ))}
      </ul>
    </div>
  );
}
