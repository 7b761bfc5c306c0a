import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocaleChoice } from '../shared/i18n/LocaleProvider.tsx';

/** How long 'You are back online.' stays once the connection returns */
const backOnlineMs = 5000;

/**
 * Says when the browser is offline, and when it is back: a save or remove made meanwhile fails and says so in place,
 * this says why. Also says, until dismissed, when the person's language could not be fetched and the page is in
 * English. The status region is always there, so screen readers announce each change.
 */
export function ConnectionNotice() {
  const [online, setOnline] = useState(() => navigator.onLine);
  const [back, setBack] = useState(false);
  const { catalogFailed } = useLocaleChoice();
  const [catalogNoted, setCatalogNoted] = useState(false);
  useEffect(() => {
    const offline = () => {
      setOnline(false);
      setBack(false);
    };
    const online = () => {
      setOnline(true);
      setBack(true);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  useEffect(() => {
    if (!back) return;
    const timer = setTimeout(() => setBack(false), backOnlineMs);
    return () => clearTimeout(timer);
  }, [back]);
  const kind = !online ? 'offline' : back ? 'online' : catalogFailed && !catalogNoted ? 'catalog' : 'none';
  return (
    <div role="status" className={`connection-notice connection-notice-${kind}`}>
      {kind === 'offline' && (
        <FormattedMessage
          defaultMessage="You are offline: changes you make will not reach the server until the connection is back."
          id="vXqA+a"
          description="Notice under the top bar while the browser has no connection"
        />
      )}
      {kind === 'online' && (
        <FormattedMessage
          defaultMessage="You are back online."
          id="bhQ+kx"
          description="Notice under the top bar for a few seconds once the connection returns"
        />
      )}
      {kind === 'catalog' && (
        <>
          <FormattedMessage
            defaultMessage="Your language could not be loaded, so the page is in English. Reload the page to try again."
            id="jOXQTk"
            description="Notice under the top bar when the chosen language's words could not be fetched"
          />{' '}
          <button type="button" className="connection-notice-dismiss" onClick={() => setCatalogNoted(true)}>
            <FormattedMessage
              defaultMessage="Dismiss"
              id="uPn7z2"
              description="Button that hides the notice about the language that could not be loaded"
            />
          </button>
        </>
      )}
    </div>
  );
}
