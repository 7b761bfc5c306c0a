// 'dashboard/account', for everyone signed in: their password, passkeys, second factor and the devices signed in to
// their account. The page's card and words are drawn plain with the screen; the sections come as an antd part of their
// own (AccountSections.tsx), its code asked for once the screen has painted.
import { useQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { antdIsland } from '../../shared/AntdIsland.tsx';
import { useEarlyFetchPolicy } from '../../shared/earlyQuery.ts';
import { PageCard } from '../../shared/PageCard.tsx';
import { useIdleAfterPaint } from '../../shared/useIdleAfterPaint.ts';
import { AccountDocument } from './accountDocuments.ts';
import './account.css';

const loadSections = () => import('./AccountSections.tsx');
const AccountSections = antdIsland(loadSections, (module) => module.AccountSections);
const AccountLoadFailed = antdIsland(loadSections, (module) => module.AccountLoadFailed);

export function AccountPage() {
  const { data, loading, error, refetch } = useQuery(AccountDocument, { fetchPolicy: useEarlyFetchPolicy(AccountDocument, undefined, 'cache-and-network') });
  const painted = useIdleAfterPaint();
  const again = () => void refetch();
  return (
    <div className="account-page">
      <PageCard title="Account">
        <p className="account-lead">
          {data ? `Signed in as ${data.me?.email}. ` : ''}Your password, passkeys, second factor and the devices signed in to your account.
        </p>
        {error && !data && painted && (
          <Suspense fallback={null}>
            <AccountLoadFailed message={error.message} />
          </Suspense>
        )}
        {loading && !data && <p className="account-loading">Loading your account…</p>}
      </PageCard>
      {data && (
        // Busy until the sections are drawn: the shell's footer waits out of sight meanwhile.
        <Suspense fallback={<div aria-busy="true" />}>{painted ? <AccountSections data={data} refetch={again} /> : <div aria-busy="true" />}</Suspense>
      )}
    </div>
  );
}
