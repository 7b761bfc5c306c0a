// The person's own language and phone country, on the account page: plain native selects (no antd), rendered with the
// page. A language chosen here applies at once, without a reload; the phone country is where numbers typed without a
// country code are from (docs/product.md#languages-and-regions).
import { useMutation, useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocaleChoice } from '../../shared/i18n/LocaleProvider.tsx';
import { localeNames, locales } from '../../shared/i18n/locales.ts';
import { useRegionNames } from '../../shared/i18n/regionNames.ts';
import { MyPreferencesDocument, UpdateMyPreferencesDocument } from './preferencesDocuments.ts';

export function PreferencesSection() {
  const intl = useIntl();
  const headingId = useId();
  const { setOwnLocale } = useLocaleChoice();
  const { data } = useQuery(MyPreferencesDocument);
  // `me` has no id for the cache to match it by: the answer is written over the shell's copy by hand.
  const [save, { error }] = useMutation(UpdateMyPreferencesDocument, {
    update: (cache, { data: saved }) => {
      if (saved) cache.writeQuery({ query: MyPreferencesDocument, data: { me: saved.updateMyPreferences } });
    },
  });
  const regions = useRegionNames(intl.locale);
  const me = data?.me;
  if (!me) return null;

  const chooseLocale = (locale: string | null) =>
    save({ variables: { locale } }).then(
      () => setOwnLocale(locale),
      () => undefined, // said below, from the mutation's error
    );
  const chooseRegion = (region: string | null) => save({ variables: { region } }).catch(() => undefined);

  return (
    <section className="page-card ui-card account-preferences" aria-labelledby={headingId}>
      <div className="ui-card-body">
        <h2 id={headingId} className="account-preferences-title">
          <FormattedMessage
            defaultMessage="Language and region"
            id="SHmS4R"
            description="Account page: the section's heading"
          />
        </h2>
        <label className="account-label" htmlFor={`${headingId}-locale`}>
          <FormattedMessage
            defaultMessage="Language"
            id="XHu65i"
            description="Account page: label of the language chooser"
          />
        </label>
        <span className="ui-input account-select">
          <select
            id={`${headingId}-locale`}
            value={me.locale ?? ''}
            onChange={(event) => void chooseLocale(event.target.value || null)}
          >
            <option value="">
              {intl.formatMessage({
                defaultMessage: "Your browser's language",
                id: 'rVU8Io',
                description: 'Account page: the language choice that follows the browser',
              })}
            </option>
            {locales.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {localeNames[locale]}
              </option>
            ))}
          </select>
        </span>
        <label className="account-label" htmlFor={`${headingId}-region`}>
          <FormattedMessage
            defaultMessage="Phone country"
            id="uZ8gD1"
            description="Account page: label of the region chooser"
          />
        </label>
        <span className="ui-input account-select">
          <select
            id={`${headingId}-region`}
            aria-describedby={`${headingId}-region-hint`}
            value={me.region ?? ''}
            onChange={(event) => void chooseRegion(event.target.value || null)}
          >
            <option value="">
              {intl.formatMessage({
                defaultMessage: "The team's default",
                id: 'BBRbSm',
                description: "Account page: the phone country choice that follows the team's",
              })}
            </option>
            {regions.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </span>
        <p id={`${headingId}-region-hint`} className="account-lead account-preferences-hint">
          <FormattedMessage
            defaultMessage="A phone number you type without a country code is read as a number of this country."
            id="XVbgjb"
            description="Account page: what the phone country is for"
          />
        </p>
        {error && (
          <p role="alert" className="account-preferences-error">
            <FormattedMessage
              defaultMessage="Your choice could not be saved: {reason}"
              id="reSvKt"
              description="Account page: a language or region choice the server refused"
              values={{ reason: error.message }}
            />
          </p>
        )}
      </div>
    </section>
  );
}
