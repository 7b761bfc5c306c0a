import { AuthButton } from './AuthButton.tsx';
import { CloseIcon, GoogleIcon, WarningIcon } from './authIcons.tsx';
import { useGoogleSignIn } from './useGoogleSignIn.ts';

export function GoogleSignIn({ onConnected }: { onConnected: () => void }) {
  const google = useGoogleSignIn(onConnected);
  return (
    <>
      <div className="auth-divider">
        <span>or</span>
      </div>
      <AuthButton icon={<GoogleIcon />} loading={google.pending} onClick={() => void google.start()}>
        Login with Google
      </AuthButton>
      {google.warning && (
        <div className="auth-alert" role="alert">
          <WarningIcon />
          <span className="auth-alert-text">{google.warning}</span>
          <button type="button" className="auth-alert-close" aria-label="Close" onClick={google.dismissWarning}>
            <CloseIcon />
          </button>
        </div>
      )}
    </>
  );
}
