// 'dashboard/account', for everyone signed in: their password, passkeys, second factor and the devices signed in to
// their account. The page's card and words are rendered plain with the screen; the sections come as an antd part of
// their own (AccountSections.antd.tsx), its code fetched once the screen has painted.
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { antdIsland } from '../../shared/AntdIsland.tsx';
import { useEarlyFetchPolicy } from '../../shared/earlyQuery.ts';
import { PageCard } from '../../shared/PageCard.tsx';
import { AfterPaint } from '../../shared/AfterPaint.tsx';
import { LoadFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { AccountDocument } from './accountDocuments.ts';
import './account.css';
import { PreferencesSection } from './PreferencesSection.tsx';

const AccountSections = antdIsland(
  () => import('./AccountSections.antd.tsx'),
  (module) => module.AccountSections,
);

export function AccountPage() {
  const { data, loading, error, refetch } = useQuery(AccountDocument, {
    fetchPolicy: useEarlyFetchPolicy(AccountDocument, undefined, 'cache-and-network'),
  });
  const again = useCallback(() => void refetch(), [refetch]);
  return (
    <div className="account-page">
      <PageCard title="Account">
        <p className="account-lead">
          {data ? `Signed in as ${data.me?.email}. ` : ''}Your password, passkeys, second factor and the devices signed
          in to your account.
        </p>
        {error && !data && <LoadFailedAlert message={error.message} />}
        {loading && !data && <p className="account-loading">Loading your account…</p>}
      </PageCard>
      <PreferencesSection />
      {data && (
        <AfterPaint>
          <AccountSections data={data} refetch={again} />
        </AfterPaint>
      )}
    </div>
  );
}
