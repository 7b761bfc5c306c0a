import { useCallback } from 'react';
import { useDialogs } from './dialogs.tsx';

/** docs/product.md#limits-and-timings: how long a success pop-up stays. */
const successPopupMs = 1500;

/**
 * Every success pop-up of docs/product.md#messages ('You connected!', 'User save successfully', 'Customer removed'):
 * centred, ~1500 ms, no button. Resolves once it has closed and given focus back, for callers that then move focus on.
 */
export function useSuccessPopup(): (title: string) => Promise<void> {
  const { modal } = useDialogs();
  return useCallback(
    (title: string) =>
      modal().then(
        (api) =>
          new Promise<void>((closed) => {
            const popup = api.success({
              title,
              centered: true,
              width: 360,
              footer: null,
              mask: { closable: true },
              afterClose: closed,
            });
            setTimeout(() => popup.destroy(), successPopupMs);
            setTimeout(closed, successPopupMs + 1000); // in case the close animation never reports back
          }),
      ),
    [modal],
  );
}
