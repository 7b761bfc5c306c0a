// The text box of the activity form: a plain textarea as the page loads, antd's Mentions ("@" offers the team's
// members) once the reader reaches for the form. The two are the same box (timeline.css), and the swap carries the
// focus and the caret, so a reader typing as it happens goes on where they were.
import { useRef } from 'react';
import { antdSwap } from '../../../shared/AntdIsland.tsx';
import type { TextBoxState } from './ActivityMentions.antd.tsx';

const { Part: ActivityMentions, useReady } = antdSwap(
  () => import('./ActivityMentions.antd.tsx'),
  (module) => module.ActivityMentions,
);

export interface ActivityTextBoxProps {
  value: string;
  onChange(value: string): void;
  emails: readonly string[];
  /** The reader reached for the form: antd's code is fetched, and the box swapped once it has come */
  reached: boolean;
  label: string;
  placeholder?: string;
  /** The id of the words saying why the text was refused, when it was */
  problemId?: string;
}

export function ActivityTextBox({
  value,
  onChange,
  emails,
  reached,
  label,
  placeholder,
  problemId,
}: ActivityTextBoxProps) {
  const ready = useReady(reached);
  // Where the plain box's focus and caret are, read by the Mentions as it takes its place.
  const state = useRef<TextBoxState>({ focused: false, start: 0, end: 0 });
  if (ready)
    return (
      <ActivityMentions
        value={value}
        onChange={onChange}
        emails={emails}
        label={label}
        placeholder={placeholder}
        problemId={problemId}
        plainStateRef={state}
      />
    );
  const keep = (box: HTMLTextAreaElement, focused: boolean) => {
    state.current = { focused, start: box.selectionStart, end: box.selectionEnd };
  };
  return (
    <span className={problemId ? 'ui-input activity-text activity-text-invalid' : 'ui-input activity-text'}>
      <textarea
        rows={3}
        value={value}
        onChange={(event) => {
          keep(event.target, true);
          onChange(event.target.value);
        }}
        onFocus={(event) => keep(event.target, true)}
        onSelect={(event) => keep(event.currentTarget, true)}
        onBlur={(event) => keep(event.target, false)}
        aria-label={label}
        placeholder={placeholder}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
      />
    </span>
  );
}
