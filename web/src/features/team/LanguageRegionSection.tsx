// The team's defaults for languages and regions: the language mail goes out in for people who chose none, the country
// phone numbers without a country code are read in for people who chose none, and the time zone that says what "today"
// and "this week" mean (docs/product.md#languages-and-regions). Owners and admins.
import { useMutation } from '@apollo/client/react';
import { Button, Select } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql/index.ts';
import { localeNames, locales } from '../../shared/i18n/locales.ts';
import { useRegionNames } from '../../shared/i18n/regionNames.ts';
import { attempt } from '../../shared/mutationOutcome.ts';
import { NoteAlert } from '../../shared/NoteAlert.tsx';
import { refusalShownInPlace } from '../../shared/refusals.ts';
import { AuditLogDocument, TeamDocument } from './teamDocuments.ts';
import { Section, useSectionNote } from './teamParts.tsx';

const TeamLanguageDocument = graphql(`
  mutation TeamLanguage($defaultLocale: String, $defaultRegion: String, $timeZone: String) {
    updateTeamSettings(defaultLocale: $defaultLocale, defaultRegion: $defaultRegion, timeZone: $timeZone) {
      defaultLocale
      defaultRegion
      timeZone
    }
  }
`);

export interface TeamLanguage {
  defaultLocale: string;
  defaultRegion: string;
  timeZone: string;
}

/** Every time zone the browser knows, and UTC. */
function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

export function LanguageRegionSection({ settings }: { settings: TeamLanguage }) {
  const intl = useIntl();
  const { note, clear, run } = useSectionNote();
  const [mutate] = useMutation(TeamLanguageDocument, {
    refetchQueries: [TeamDocument, AuditLogDocument],
    awaitRefetchQueries: true,
    context: refusalShownInPlace,
  });
  const [chosen, setChosen] = useState(settings);
  const [saving, setSaving] = useState(false);
  const regions = useRegionNames(intl.locale);
  const zones = useMemo(() => timeZones(), []);
  const ids = { locale: useId(), region: useId(), zone: useId() };
  const changed =
    chosen.defaultLocale !== settings.defaultLocale ||
    chosen.defaultRegion !== settings.defaultRegion ||
    chosen.timeZone !== settings.timeZone;

  const save = async () => {
    setSaving(true);
    await run(
      attempt(() => mutate({ variables: chosen })),
      intl.formatMessage({
        defaultMessage: "The team's language, phone country and time zone are saved.",
        id: 'uwMckP',
        description: 'Team page: the note after saving the language section',
      }),
    );
    setSaving(false);
  };
  const field = (id: string, label: string) => (
    <label htmlFor={id} className="team-field-label">
      {label}
    </label>
  );
  return (
    <Section
      title={intl.formatMessage({
        defaultMessage: 'Language and region',
        id: 'fV9ezR',
        description: "Team page: the heading of the team's language, phone country and time zone",
      })}
      id="team-language"
    >
      <NoteAlert className="team-note" note={note} onClose={clear} />
      {field(
        ids.locale,
        intl.formatMessage({
          defaultMessage: 'Default language',
          id: 'x9imkk',
          description: 'Team page: the language for people who chose none',
        }),
      )}
      <Select
        id={ids.locale}
        className="team-language-select"
        value={chosen.defaultLocale}
        onChange={(defaultLocale) => setChosen({ ...chosen, defaultLocale })}
        options={locales.map((locale) => ({ value: locale, label: localeNames[locale] }))}
      />
      {field(
        ids.region,
        intl.formatMessage({
          defaultMessage: 'Default phone country',
          id: 'EJZB17',
          description: 'Team page: where numbers without a country code are from, for people who chose none',
        }),
      )}
      <Select
        id={ids.region}
        className="team-language-select"
        showSearch={{ optionFilterProp: 'label' }}
        value={chosen.defaultRegion}
        onChange={(defaultRegion) => setChosen({ ...chosen, defaultRegion })}
        options={regions.map(([value, label]) => ({ value, label }))}
      />
      {field(
        ids.zone,
        intl.formatMessage({
          defaultMessage: 'Time zone',
          id: 'yC7YOn',
          description: "Team page: the time zone that says when the team's day and week begin",
        }),
      )}
      <Select
        id={ids.zone}
        className="team-language-select"
        showSearch={{ optionFilterProp: 'label' }}
        value={chosen.timeZone}
        onChange={(timeZone) => setChosen({ ...chosen, timeZone })}
        options={zones.map((zone) => ({ value: zone, label: zone }))}
      />
      <div className="team-language-save">
        <Button type="primary" loading={saving} disabled={!changed} onClick={() => void save()}>
          {intl.formatMessage({ defaultMessage: 'Save', id: 'A9F1Gn', description: 'Team page: saves a section' })}
        </Button>
      </div>
    </Section>
  );
}
