import { UiButton } from '../../shared/UiButton.tsx';
import { GoogleIcon } from '../../shared/icons.tsx';
import { UiAlert } from '../../shared/UiAlert.tsx';
import { useGoogleSignIn } from './useGoogleSignIn.ts';

export function GoogleSignIn({
  onConnected,
  onSecondFactor,
}: {
  onConnected: () => void;
  onSecondFactor?: (challenge: string) => void;
}) {
  const google = useGoogleSignIn(onConnected, onSecondFactor);
  return (
    <>
      <div className="auth-divider">
        <span>or</span>
      </div>
      <UiButton size="large" block icon={<GoogleIcon />} loading={google.pending} onClick={() => void google.start()}>
        Login with Google
      </UiButton>
      {google.warning && (
        <UiAlert role="alert" onClose={google.dismissWarning}>
          {google.warning}
        </UiAlert>
      )}
    </>
  );
}
