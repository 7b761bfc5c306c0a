import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useDialogs } from '../../shared/dialogs.tsx';
import { writeFailureOf } from './useSaveCustomerMutation.ts';

/**
 * A remove or restore that did not happen, said where it was asked (the list keeps the row as it was): why, and a
 * Try again that repeats it. Resolves true when the person asked to try again.
 */
export function useWriteFailureQuestion(): (title: string, error: unknown) => Promise<boolean> {
  const { modal } = useDialogs();
  const intl = useIntl();
  return useCallback(
    (title: string, error: unknown) =>
      modal().then(
        (api) =>
          new Promise<boolean>((answer) => {
            api.confirm({
              title,
              content:
                writeFailureOf(error) === 'unreachable'
                  ? intl.formatMessage({
                      defaultMessage: 'The server could not be reached: check the connection, then try again.',
                      id: 'D3r/61',
                      description: 'A remove or restore that failed, offline: its dialog says why',
                    })
                  : intl.formatMessage({
                      defaultMessage: 'The server could not do it. Try again in a moment.',
                      id: 'gZTQsz',
                      description: 'A remove or restore the server failed: its dialog says so',
                    }),
              okText: intl.formatMessage({
                defaultMessage: 'Try again',
                id: 'U71cz3',
                description: 'A failed remove or restore: the dialog button that repeats it',
              }),
              cancelText: intl.formatMessage({
                defaultMessage: 'Close',
                id: 'CQr47c',
                description: 'A failed remove or restore: the dialog button that gives up',
              }),
              onOk: () => answer(true),
              onCancel: () => answer(false),
            });
          }),
      ),
    [modal, intl],
  );
}
