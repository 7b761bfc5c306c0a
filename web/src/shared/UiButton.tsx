import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface UiButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  primary?: boolean;
  /** Shows a spinner in place of the icon, says busy and ignores further clicks */
  loading?: boolean;
  icon?: ReactNode;
  /** antd's three heights: 24, 32 (the default) and 40 px */
  size?: 'small' | 'middle' | 'large';
  /** As wide as its container */
  block?: boolean;
  /** On the words beside the icon (hide-on-phone leaves an icon-only button on a phone) */
  labelClassName?: string;
}

/** A button rendered without antd (app.css 'ui-button'), as antd's default and primary buttons look under theme.ts. */
export function UiButton({
  primary = false,
  loading = false,
  icon,
  size = 'middle',
  block = false,
  labelClassName,
  children,
  className,
  onClick,
  ...button
}: UiButtonProps) {
  const classes = [
    'ui-button',
    primary && 'ui-button-primary',
    size !== 'middle' && `ui-button-${size}`,
    block && 'ui-button-block',
    loading && 'ui-button-loading',
    className,
  ]
    .filter(Boolean)
    .join(' ');
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
      {loading && <span className="ui-spinner" aria-hidden="true" />}
      {!loading && icon && (
        <span className="ui-button-icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={labelClassName}>{children}</span>
    </button>
  );
}
