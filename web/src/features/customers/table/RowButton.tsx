// The buttons of a customer's row.
import type { ReactNode } from 'react';

/**
 * A row's Remove or Restore: a plain button rendered as antd's outlined one (row-button in app.css). Up to three per
 * row, rendered again on every keystroke's new rows: antd's Button cost a keystroke several times more.
 */
export function RowButton({
  danger = false,
  action,
  icon,
  label,
  className,
  onClick,
  children,
}: {
  danger?: boolean;
  /** Which action it is, for focus to find it again in any language (rowActionFocus.ts) */
  action?: 'remove' | 'restore';
  icon: ReactNode;
  label?: string;
  className: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`row-button ${className}${danger ? ' row-button-danger' : ''}`}
      aria-label={label}
      data-row-action={action}
      onClick={onClick}
    >
      <span className="row-button-icon" aria-hidden="true">
        {icon}
      </span>
      <span>{children}</span>
    </button>
  );
}
