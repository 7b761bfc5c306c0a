import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeAuthFailure, type AuthFailure } from './authErrors.ts';

export const connectedPopupMs = 1500;

/** SPEC §4: 'You connected!' (centred, ~1500 ms, no button) then the dashboard; failures in an 'Error' alert. */
export function useSignedInFeedback() {
  const { modal } = App.useApp();
  const navigate = useNavigate();

  const connected = useCallback(() => {
    const popup = modal.success({ title: 'You connected!', centered: true, width: 360, footer: null, mask: { closable: true } });
    setTimeout(() => popup.destroy(), connectedPopupMs);
    navigate('/dashboard');
  }, [modal, navigate]);

  const failed = useCallback(
    (failure: AuthFailure) => {
      console.error(failure.message, failure.code);
      modal.error({ title: 'Error', content: describeAuthFailure(failure), okText: 'OK' });
    },
    [modal],
  );

  return { connected, failed };
}
