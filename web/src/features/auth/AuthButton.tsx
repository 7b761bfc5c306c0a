import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** A full-width button of the login screen; `loading` shows a spinner, says busy and ignores further clicks. */
export function AuthButton({ primary = false, loading = false, icon, children, className, onClick, ...button }: ButtonHTMLAttributes<HTMLButtonElement> & { primary?: boolean; loading?: boolean; icon?: ReactNode }) {
  const classes = ['ui-button', primary && 'ui-button-primary', loading && 'ui-button-loading', className].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      {...button}
      className={classes}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {loading ? <span className="ui-spinner" aria-hidden="true" /> : icon}
      <span>{children}</span>
    </button>
  );
}
