// Pieces every section of the Team page is made of: a titled card, the note that answers its last action
// (shared/NoteAlert.tsx), a confirming button, and a secret shown once.
import { Button, Card, Input, Space, Typography } from 'antd';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDialogs } from '../../shared/dialogs.tsx';
import { useServerWords } from '../../shared/i18n/serverWords.ts';
import type { Outcome } from '../../shared/mutationOutcome.ts';
import type { Note } from '../../shared/NoteAlert.tsx';

/** Runs an action and turns its outcome into the section's note (a refusal in the page's language). */
export function useSectionNote() {
  const [note, setNote] = useState<Note>(null);
  const serverWords = useServerWords();
  const run = async <T,>(
    action: Promise<Outcome<T>>,
    success?: string | ((value: T) => string),
  ): Promise<Outcome<T>> => {
    const outcome = await action;
    if (!outcome.ok) setNote({ type: 'error', text: serverWords(outcome.problem) });
    else if (success)
      setNote({ type: 'success', text: typeof success === 'string' ? success : success(outcome.value) });
    else setNote(null);
    return outcome;
  };
  return { note, clear: () => setNote(null), run };
}

export function Section({
  title,
  id,
  extra,
  children,
}: {
  title: string;
  id: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const body = useRef<HTMLElement>(null);
  // A table wider than a phone scrolls sideways inside its box: the box takes focus, so the keyboard can scroll it too.
  useEffect(() => {
    body.current?.querySelectorAll<HTMLElement>('.ant-table-content').forEach((box) => {
      box.tabIndex = 0;
    });
  });
  return (
    <Card
      className="team-section"
      title={
        <Typography.Title level={2} className="team-section-title" id={id}>
          {title}
        </Typography.Title>
      }
      extra={extra}
    >
      <section aria-labelledby={id} ref={body}>
        {children}
      </section>
    </Card>
  );
}

/**
 * A button whose action asks first, in a dialog that holds focus (opening on Cancel) as the Remove confirmation does.
 */
export function ConfirmButton(props: {
  label: string;
  title: string;
  content: string;
  okText: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
  children: ReactNode;
}) {
  const dialogs = useDialogs();
  const intl = useIntl();
  const { label, title, content, okText, danger = false, onConfirm, children } = props;
  const ask = () =>
    void dialogs.modal().then((modal) => {
      modal.confirm({
        title,
        content,
        okText,
        okButtonProps: { danger },
        cancelText: intl.formatMessage({
          defaultMessage: 'Cancel',
          id: 'i7y5Jz',
          description: "Team page: a confirmation dialog's button that does nothing",
        }),
        focusable: { autoFocusButton: 'cancel' },
        onOk: () => onConfirm().then(() => undefined),
      });
    });
  return (
    <Button size="small" danger={danger} aria-label={label} onClick={ask}>
      {children}
    </Button>
  );
}

/** A secret or link shown once, with a button that copies it. */
export function CopyOnce({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const inputId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard API outside a secure context (plain http on a LAN): copy the selected text the older way.
      const input = document.getElementById(inputId);
      if (input instanceof HTMLInputElement) input.select();
      setCopied(document.execCommand('copy'));
    }
  };
  return (
    <div className="team-copy">
      <label htmlFor={inputId} className="team-copy-label">
        {label}
      </label>
      <Space.Compact block>
        <Input id={inputId} readOnly value={value} onFocus={(event) => event.target.select()} />
        <Button type="primary" onClick={() => void copy()}>
          {copied ? (
            <FormattedMessage
              defaultMessage="Copied"
              id="gvLVwu"
              description="Team page: a secret's copy button, once copied"
            />
          ) : (
            <FormattedMessage
              defaultMessage="Copy"
              id="URsN7i"
              description="Team page: copies a secret or link shown once"
            />
          )}
        </Button>
      </Space.Compact>
      <span className="visually-hidden" role="status">
        {copied && (
          <FormattedMessage
            defaultMessage="Copied to the clipboard"
            id="f8jLtI"
            description="Team page: said to screen readers once a secret is copied"
          />
        )}
      </span>
    </div>
  );
}
