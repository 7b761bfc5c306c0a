// The shell follows the language the person chose in their account, on any browser: read once the login check has
// passed, and whenever a choice is saved (the account page writes the same cache entry).
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLocaleChoice } from '../../shared/i18n/LocaleProvider.tsx';
import { MyPreferencesDocument } from './preferencesDocuments.ts';

export function useOwnLocale(): void {
  // A background read: the loading overlay does not wait for it, and the screen renders meanwhile.
  const { data } = useQuery(MyPreferencesDocument, { context: { background: true } });
  const { followAccount } = useLocaleChoice();
  const own = data?.me ? (data.me.locale ?? null) : undefined;
  // Followed when the account's choice changes, not whenever the page's own language does.
  const follow = useRef(followAccount);
  useEffect(() => {
    follow.current = followAccount;
  }, [followAccount]);
  useEffect(() => {
    if (own !== undefined) follow.current(own);
  }, [own]);
}
