// A form with unsaved changes asks before it is left: another screen of the app (a link, back, forward) through the
// router's blocker, and a reload or a closed tab through the browser's own question (beforeunload).
import { useEffect, useId, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';
import { UiButton } from './UiButton.tsx';
import { FormattedMessage } from 'react-intl';

export function useLeaveGuard(dirty: boolean): { blocker: Blocker; allowLeaving(): void } {
  /** Set by a save that went through, or an explicit Cancel: that navigation is no loss. */
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return {
    blocker,
    allowLeaving: () => {
      allowed.current = true;
    },
  };
}

/**
 * The question a blocked navigation asks, rendered without antd
 * (it must open offline too): stay (the default) or leave.
 */
export function LeaveQuestion({ blocker, what }: { blocker: Blocker; what: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (blocked && !dialog.current?.open) dialog.current?.showModal();
    if (!blocked && dialog.current?.open) dialog.current.close();
  }, [blocked]);
  if (!blocked) return null;
  return (
    <dialog
      ref={dialog}
      className="ui-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        blocker.reset();
      }}
    >
      <h2 id={titleId} className="ui-dialog-title">
        <FormattedMessage
          defaultMessage="Leave without saving?"
          id="A1e4FL"
          description="Title of the dialog when leaving a form with changes"
        />
      </h2>
      <p id={textId}>{what}</p>
      <div className="ui-dialog-actions">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's safe answer takes focus as it opens */}
        <UiButton autoFocus onClick={() => blocker.reset()}>
          <FormattedMessage
            defaultMessage="Stay"
            id="N3Dk2o"
            description="Leave dialog: the button that stays on the form"
          />
        </UiButton>
        <UiButton primary onClick={() => blocker.proceed()}>
          <FormattedMessage
            defaultMessage="Leave without saving"
            id="5MeQj/"
            description="Leave dialog: the button that leaves and drops the changes"
          />
        </UiButton>
      </div>
    </dialog>
  );
}
