import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDialogs } from '../../shared/dialogs.tsx';
import { useSuccessPopup } from '../../shared/useSuccessPopup.ts';
import { describeAuthFailure, type AuthFailure } from './authErrors.ts';
import { paths } from '../../shared/routes.ts';
import { reportError } from '../../shared/reportError.ts';

/**
 * docs/product.md#states-and-transitions: 'You connected!'
 * (the shared success pop-up) then the dashboard; failures in an 'Error' alert.
 */
export function useSignedInFeedback() {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const success = useSuccessPopup();

  const connected = useCallback(() => {
    void success('You connected!');
    navigate(paths.dashboard);
  }, [navigate, success]);

  const failed = useCallback(
    (failure: AuthFailure) => {
      // Logged as the spec asks, the provider's message then its code: the server's log keeps it (masked, capped).
      reportError(failure.message, failure.code);
      dialogs
        .modal()
        .then((modal) => {
          modal.error({ title: 'Error', content: describeAuthFailure(failure), okText: 'OK' });
        })
        .catch((error: unknown) => reportError('The Error alert could not be shown', error));
    },
    [dialogs],
  );

  // Either answer ends in a pop-up: a submit fetches its code while the server answers.
  return useMemo(() => ({ connected, failed, prepare: dialogs.prepare }), [connected, failed, dialogs.prepare]);
}
