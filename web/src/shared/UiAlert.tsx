import type { ReactNode } from 'react';
import { CloseIcon, WarningIcon } from './icons.tsx';
import { useIntl } from 'react-intl';

export interface UiAlertProps {
  /** 'alert' interrupts a screen reader; 'status' waits its turn */
  role: 'alert' | 'status';
  /** With a title, the alert is rendered as antd's Alert with a description: larger mark, title above the text */
  title?: ReactNode;
  children: ReactNode;
  /** Shows a Close button that calls it */
  onClose?: () => void;
  className?: string;
}

/** A warning rendered without antd (app.css 'ui-alert'), as antd's warning Alert looks under theme.ts. */
export function UiAlert({ role, title, children, onClose, className }: UiAlertProps) {
  const intl = useIntl();
  const classes = ['ui-alert', title !== undefined && 'ui-alert-described', className].filter(Boolean).join(' ');
  return (
    <div className={classes} role={role}>
      <WarningIcon />
      <div className="ui-alert-text">
        {title !== undefined && <div className="ui-alert-title">{title}</div>}
        {children}
      </div>
      {onClose && (
        <button
          type="button"
          className="ui-alert-close"
          aria-label={intl.formatMessage({
            defaultMessage: 'Close',
            id: 'hrOYS0',
            description: 'Button that closes an alert',
          })}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
