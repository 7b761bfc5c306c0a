// The activity form's text box as antd's Mentions: "@" offers the team's members. It takes the place of the plain box
// (ActivityTextBox.tsx), with its focus and caret.
import { Mentions, type MentionsRef } from 'antd';
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** The plain box's focus and caret at the swap */
export interface TextBoxState {
  focused: boolean;
  start: number;
  end: number;
}

export interface ActivityMentionsProps {
  value: string;
  onChange(value: string): void;
  emails: readonly string[];
  label: string;
  placeholder?: string;
  problemId?: string;
  plainStateRef: RefObject<TextBoxState>;
}

export function ActivityMentions({
  value,
  onChange,
  emails,
  label,
  placeholder,
  problemId,
  plainStateRef,
}: ActivityMentionsProps) {
  const mentions = useRef<MentionsRef>(null);
  useLayoutEffect(() => {
    const { focused, start, end } = plainStateRef.current;
    const box = mentions.current?.nativeElement.querySelector('textarea');
    if (!focused || !box) return;
    box.focus();
    box.setSelectionRange(start, end);
    // Only where the swap found it: a later mount starts as any box does.
    plainStateRef.current = { focused: false, start: 0, end: 0 };
  }, [plainStateRef]);
  return (
    <Mentions
      ref={mentions}
      className="activity-mentions"
      value={value}
      onChange={onChange}
      rows={3}
      aria-label={label}
      placeholder={placeholder}
      options={emails.map((email) => ({ value: email, label: email }))}
      status={problemId ? 'error' : undefined}
      aria-invalid={problemId ? true : undefined}
      aria-describedby={problemId}
    />
  );
}
