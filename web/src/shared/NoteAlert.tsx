// The note that answers a section's last action (the account page's, the Team page's): antd's Alert, closable,
// announced where the action was asked (an error interrupts a screen reader, a success waits its turn).
import { Alert } from 'antd';
import { useIntl } from 'react-intl';

/** The last answer of a section's action: a success note or the server's words. */
export type Note = { type: 'success' | 'error'; text: string } | null;

export function NoteAlert({ note, onClose, className }: { note: Note; onClose: () => void; className: string }) {
  const intl = useIntl();
  if (!note) return null;
  const close = intl.formatMessage({
    defaultMessage: 'Close',
    id: 'j17kcj',
    description: "Accessible name of a note's close button",
  });
  return (
    <Alert
      className={className}
      type={note.type}
      title={note.text}
      role={note.type === 'error' ? 'alert' : 'status'}
      closable={{ onClose, 'aria-label': close }}
    />
  );
}
