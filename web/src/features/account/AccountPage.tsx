// 'dashboard/account', for everyone signed in: their password, passkeys, second factor and the devices signed in to
// their account. The page's card and words are rendered plain with the screen; the sections come as an antd part of
// their own (AccountSections.antd.tsx), its code fetched once the screen has painted.
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AccountDocument, {
    fetchPolicy: useEarlyFetchPolicy(AccountDocument, undefined, 'cache-and-network'),
  });
  const again = useCallback(() => void refetch(), [refetch]);
  return (
    <div className="account-page">
      <PageCard
        title={intl.formatMessage({ defaultMessage: 'Account', id: '1WUvl8', description: "The account page's title" })}
      >
        <p className="account-lead">
          {data ? (
            <FormattedMessage
              defaultMessage="Signed in as {email}. Your password, passkeys, second factor and the devices signed in to your account."
              id="vzkXHp"
              description="Account page: the lead sentence, once the account has come"
              values={{ email: <bdi>{data.me?.email}</bdi> }}
            />
          ) : (
            <FormattedMessage
              defaultMessage="Your password, passkeys, second factor and the devices signed in to your account."
              id="h5QkZh"
              description="Account page: the lead sentence, while the account loads"
            />
          )}
        </p>
        {error && !data && <LoadFailedAlert message={error.message} />}
        {loading && !data && (
          <p className="account-loading">
            <FormattedMessage
              defaultMessage="Loading your account…"
              id="3Oekam"
              description="Account page: said while it loads"
            />
          </p>
        )}
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
