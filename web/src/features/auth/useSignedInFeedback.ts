import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSuccessPopup } from '../../shared/useSuccessPopup.ts';
import { describeAuthFailure, type AuthFailure } from './authErrors.ts';

/** SPEC §4: 'You connected!' (the shared success pop-up) then the dashboard; failures in an 'Error' alert. */
export function useSignedInFeedback() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const success = useSuccessPopup();

  const connected = useCallback(() => {
    success('You connected!');
    navigate('/dashboard');
  }, [navigate, success]);

  const failed = useCallback(
    (failure: AuthFailure) => {
      console.error(failure.message, failure.code);
      modal.error({ title: 'Error', content: describeAuthFailure(failure), okText: 'OK' });
    },
    [modal],
  );

  return { connected, failed };
}
