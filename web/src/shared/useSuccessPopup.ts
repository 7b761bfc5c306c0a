import { App } from 'antd';
import { useCallback } from 'react';

/** SPEC §9: how long a success pop-up stays. */
const successPopupMs = 1500;

/** Every success pop-up of SPEC §8 ('You connected!', 'User save successfully', 'Customer removed'): centred, ~1500 ms, no button. */
export function useSuccessPopup(): (title: string) => void {
  const { modal } = App.useApp();
  return useCallback(
    (title: string) => {
      const popup = modal.success({ title, centered: true, width: 360, footer: null, mask: { closable: true } });
      setTimeout(() => popup.destroy(), successPopupMs);
    },
    [modal],
  );
}
