import type { ReactNode } from 'react';

export interface PageCardProps {
  title: string;
  /** Beside the title (a list's count) */
  tag?: ReactNode;
  /** At the head's other end (a list's buttons) */
  extra?: ReactNode;
  className?: string;
  /** Its content is still coming (aria-busy): the shell's footer waits out of sight meanwhile */
  busy?: boolean;
  children: ReactNode;
}

/** A screen's card with its h1 on top: antd's borderless Card under app.css's page-card, rendered plain (ui-card). */
export function PageCard({ title, tag, extra, className, busy, children }: PageCardProps) {
  return (
    <div className={className ? `page-card ui-card ${className}` : 'page-card ui-card'} aria-busy={busy || undefined}>
      <div className="ui-card-head">
        <div className="ui-card-title">
          <h1 className="page-title">{title}</h1>
          {tag}
        </div>
        {extra && <div className="ui-card-extra">{extra}</div>}
      </div>
      <div className="ui-card-body">{children}</div>
    </div>
  );
}

/** What a card holds while its data arrives: antd's active Skeleton (a title bar and `rows` lines), rendered plain. */
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
