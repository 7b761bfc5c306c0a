import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useDialogs } from '../../shared/dialogs.tsx';
import { useSuccessPopup } from '../../shared/useSuccessPopup.ts';
import { useServerWords } from '../../shared/i18n/serverWords.ts';
import type { AuthFailure } from './authErrors.ts';
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
  const intl = useIntl();
  const serverWords = useServerWords();

  const connected = useCallback(() => {
    void success(
      intl.formatMessage({
        defaultMessage: 'You connected!',
        id: '9Zq90f',
        description: 'Pop-up once signed in or signed up',
      }),
    );
    navigate(paths.dashboard);
  }, [intl, navigate, success]);

  const failed = useCallback(
    (failure: AuthFailure) => {
      // Logged as the spec asks, the provider's message then its code: the server's log keeps it (masked, capped).
      reportError(failure.message, failure.code);
      dialogs
        .modal()
        .then((modal) => {
          modal.error({
            title: intl.formatMessage({
              defaultMessage: 'Error',
              id: '8z8N6D',
              description: "Title of a failed sign-in's alert",
            }),
            // The provider's message in the page's language, then its code as it came.
            content: `${serverWords(failure.message)} (${failure.code})`,
            okText: intl.formatMessage({
              defaultMessage: 'OK',
              id: 'fPsiJM',
              description: "A failed sign-in's alert: closes it",
            }),
          });
        })
        .catch((error: unknown) => reportError('The Error alert could not be shown', error));
    },
    [dialogs, intl, serverWords],
  );

  // Either answer ends in a pop-up: a submit fetches its code while the server answers.
  return useMemo(() => ({ connected, failed, prepare: dialogs.prepare }), [connected, failed, dialogs.prepare]);
}
