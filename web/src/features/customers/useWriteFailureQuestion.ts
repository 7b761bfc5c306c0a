import { useCallback } from 'react';
import { useDialogs } from '../../shared/dialogs.tsx';
import { writeFailureOf } from './useSaveCustomerMutation.ts';

/**
 * A remove or restore that did not happen, said where it was asked (the list keeps the row as it was): why, and a
 * Try again that repeats it. Resolves true when the person asked to try again.
 */
export function useWriteFailureQuestion(): (title: string, error: unknown) => Promise<boolean> {
  const { modal } = useDialogs();
  return useCallback(
    (title: string, error: unknown) =>
      modal().then(
        (api) =>
          new Promise<boolean>((answer) => {
            api.confirm({
              title,
              content:
                writeFailureOf(error) === 'unreachable'
                  ? 'The server could not be reached: check the connection, then try again.'
                  : 'The server could not do it. Try again in a moment.',
              okText: 'Try again',
              cancelText: 'Close',
              onOk: () => answer(true),
              onCancel: () => answer(false),
            });
          }),
      ),
    [modal],
  );
}
