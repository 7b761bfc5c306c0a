import { KeyIcon } from '../../shared/icons.tsx';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { UiButton } from '../../shared/UiButton.tsx';
import { usePasskeySignIn } from './usePasskeySignIn.ts';
import { useSignedInFeedback } from './useSignedInFeedback.ts';

/** 'Sign in with a passkey': no email typed; the browser offers this site's passkeys. */
export function PasskeySignIn() {
  const signIn = usePasskeySignIn();
  const feedback = useSignedInFeedback();
  const [pending, setPending] = useState(false);
  const start = async () => {
    setPending(true);
    feedback.prepare();
    const result = await signIn();
    setPending(false);
    if (result.ok) return feedback.connected();
    if ('failure' in result) feedback.failed(result.failure);
  };
  return (
    <UiButton size="large" block icon={<KeyIcon />} loading={pending} onClick={() => void start()}>
      <FormattedMessage
        defaultMessage="Sign in with a passkey"
        id="/vnmYj"
        description="Login screen: the passkey sign-in button"
      />
    </UiButton>
  );
}
