import { FormattedMessage, useIntl } from 'react-intl';
import { useServerWords } from '../../shared/i18n/serverWords.ts';
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
  const intl = useIntl();
  const serverWords = useServerWords();
  const google = useGoogleSignIn(onConnected, onSecondFactor);
  const warning = google.warning;
  // A refusal shows the provider's message, in the page's language, then its code as it came.
  const warningText =
    warning &&
    ('message' in warning ? intl.formatMessage(warning.message) : `${serverWords(warning.refused)} (${warning.code})`);
  return (
    <>
      <div className="auth-divider">
        <span>
          <FormattedMessage
            defaultMessage="or"
            id="el9wIZ"
            description="Login screen: between the Login button and the other ways in"
          />
        </span>
      </div>
      <UiButton size="large" block icon={<GoogleIcon />} loading={google.pending} onClick={() => void google.start()}>
        <FormattedMessage
          defaultMessage="Login with Google"
          id="YA9cS7"
          description="Login screen: the Google sign-in button"
        />
      </UiButton>
      {warningText && (
        <UiAlert role="alert" onClose={google.dismissWarning}>
          {warningText}
        </UiAlert>
      )}
    </>
  );
}
