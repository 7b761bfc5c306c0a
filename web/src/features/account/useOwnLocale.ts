// The shell follows the language the person chose in their account, on any browser, else the team's default for a
// browser speaking none of the app's languages: read once when the dashboard opens (the account page applies a new
// choice itself, LocaleProvider's setOwnLocale).
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLocaleChoice } from '../../shared/i18n/LocaleProvider.tsx';
import { OwnLanguageDocument } from './preferencesDocuments.ts';

export function useOwnLocale(): void {
  const client = useApolloClient();
  const { followAccount } = useLocaleChoice();
  const follow = useRef(followAccount);
  useEffect(() => {
    follow.current = followAccount;
  }, [followAccount]);
  useEffect(() => {
    let current = true;
    // Kept out of the cache (no-cache): an answer that comes after the session ended writes no signed-out `me` into
    // a cache the sign-out just emptied. A background read: the loading overlay does not wait for it.
    client
      .query({ query: OwnLanguageDocument, fetchPolicy: 'no-cache', context: { background: true } })
      .then(({ data }) => {
        if (current && data?.me) follow.current(data.me.locale ?? null, data.teamDefaults.defaultLocale);
      })
      .catch(() => undefined); // the page stays in the language it is in; the next screen's request says what failed
    return () => {
      current = false;
    };
  }, [client]);
}
