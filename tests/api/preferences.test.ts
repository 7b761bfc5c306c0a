// Languages and regions (docs/product.md#languages-and-regions): each person's own locale and region on `me`, the
// team's defaults and time zone, and phones without a country code read in the region of whoever typed them.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, startTestCrm, type TestCrm } from '../support/crmServer.ts';
import { createApiKey, joinAs, must, signUp, type Person } from '../support/team.ts';
import { importMutation } from '../support/importCalls.ts';

const meQuery = '{ me { locale region } }';
const preferencesMutation = `mutation Preferences($locale: String, $region: String) {
  updateMyPreferences(locale: $locale, region: $region) { uid locale region }
}`;
const settingsFields = 'signUpPolicy defaultLocale defaultRegion timeZone';
const settingsQuery = `{ teamSettings { ${settingsFields} } }`;
const settingsMutation = `mutation Settings($defaultLocale: String, $defaultRegion: String, $timeZone: String) {
  updateTeamSettings(defaultLocale: $defaultLocale, defaultRegion: $defaultRegion, timeZone: $timeZone) { ${settingsFields} }
}`;
const saveMutation = 'mutation Save($input: CustomerInput!) { saveCustomer(input: $input) { phoneNormalized } }';
const duplicatesQuery =
  'query Duplicates($contacts: [CustomerContactInput!]!) { customerDuplicates(contacts: $contacts) { customer { id } } }';

let serial = 0;
const customer = (phone: string) => ({
  fname: 'Dana',
  lname: 'Levi',
  email: `dana.${++serial}@example.com`,
  address: '1 Herzl St',
  phone,
});

describe('languages and regions, with CRM_DEFAULT_REGION unset (US)', () => {
  let crm: TestCrm;
  let owner: Person;
  let member: Person;
  const setPreferences = (person: Person, variables: Record<string, string | null>) =>
    must<{ updateMyPreferences: { locale: string | null; region: string | null } }>(
      crm.url,
      preferencesMutation,
      variables,
      person.token,
    ).then((data) => data.updateMyPreferences);
  const me = async (person: Person) =>
    (await must<{ me: { locale: string | null; region: string | null } }>(crm.url, meQuery, {}, person.token)).me;
  const settings = async () =>
    (await must<{ teamSettings: unknown }>(crm.url, settingsQuery, {}, owner.token)).teamSettings;
  const savedPhone = async (person: Person, phone: string) =>
    (
      await must<{ saveCustomer: { phoneNormalized: string | null } }>(
        crm.url,
        saveMutation,
        { input: customer(phone) },
        person.token,
      )
    ).saveCustomer.phoneNormalized;

  beforeAll(async () => {
    crm = await startTestCrm();
    owner = await signUp(crm.url);
    member = await joinAs(crm.url, owner.token, 'MEMBER');
  });
  afterAll(() => crm.dispose());

  it('starts the team on en, the seeded region and UTC, and nobody with a choice of their own', async () => {
    expect(await settings()).toEqual({
      signUpPolicy: 'OPEN',
      defaultLocale: 'en',
      defaultRegion: 'US',
      timeZone: 'UTC',
    });
    expect(await me(member)).toEqual({ locale: null, region: null });
  });

  it('keeps a person’s own locale and region, clears one given null and leaves one left out', async () => {
    expect(await setPreferences(member, { locale: 'pt-br', region: 'il' })).toEqual({
      uid: member.uid,
      locale: 'pt-BR',
      region: 'IL',
    });
    expect(await me(member)).toEqual({ locale: 'pt-BR', region: 'IL' });
    expect(await me(owner)).toEqual({ locale: null, region: null });
    await setPreferences(member, { locale: null });
    expect(await me(member)).toEqual({ locale: null, region: 'IL' });
    await setPreferences(member, { locale: 'he' });
    expect(await me(member)).toEqual({ locale: 'he', region: 'IL' });
  });

  it('lets every role choose, but not an API key, which has no choices of its own', async () => {
    const viewer = await joinAs(crm.url, owner.token, 'VIEWER');
    expect(await setPreferences(viewer, { locale: 'ar' })).toMatchObject({ locale: 'ar', region: null });
    const { secret } = await createApiKey(crm.url, owner.token, 'MEMBER');
    const { body } = await gql(crm.url, preferencesMutation, { locale: 'de' }, { token: secret });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('reads a phone without a country code in the saver’s region, else the team’s', async () => {
    await setPreferences(member, { region: 'IL' });
    expect(await savedPhone(member, '054-1234567')).toBe('+972541234567');
    // The owner chose no region: the team's (US) reads the same digits as a North American number.
    expect(await savedPhone(owner, '054-1234567')).toBe('+10541234567');
    await setPreferences(member, { region: 'US' });
    expect(await savedPhone(member, '054-1234567')).toBe('+10541234567');

    await setPreferences(member, { region: null });
    await must(crm.url, settingsMutation, { defaultRegion: 'IL' }, owner.token);
    try {
      expect(await savedPhone(member, '054-1234567')).toBe('+972541234567');
      expect(await savedPhone(owner, '054-1234567')).toBe('+972541234567');
    } finally {
      await must(crm.url, settingsMutation, { defaultRegion: 'US' }, owner.token);
    }
  });

  it('understands 00 and 011 before a country code whatever the region', async () => {
    await setPreferences(member, { region: 'IL' });
    for (const person of [owner, member]) {
      expect(await savedPhone(person, '0044 20 7946 0999')).toBe('+442079460999');
      expect(await savedPhone(person, '011 44 20 7946 0999')).toBe('+442079460999');
    }
  });

  it('checks duplicates and imports in the asker’s region', async () => {
    await setPreferences(member, { region: 'IL' });
    const email = `import.${++serial}@example.com`;
    const { importCustomers } = await must<{ importCustomers: { created: number } }>(
      crm.url,
      importMutation,
      { rows: [{ ...customer('03-555 1234'), email }] },
      member.token,
    );
    expect(importCustomers.created).toBe(1);
    const found = await must<{ customers: Array<{ phoneNormalized: string }> }>(
      crm.url,
      'query Find($search: String) { customers(search: $search) { phoneNormalized } }',
      { search: email },
      owner.token,
    );
    expect(found.customers).toEqual([{ phoneNormalized: '+97235551234' }]);
    const duplicates = async (person: Person) =>
      (
        await must<{ customerDuplicates: unknown[] }>(
          crm.url,
          duplicatesQuery,
          { contacts: [{ phone: '035551234' }] },
          person.token,
        )
      ).customerDuplicates.length;
    expect(await duplicates(member)).toBe(1);
    // Under US, 035551234 is no possible number: no duplicate.
    expect(await duplicates(owner)).toBe(0);
  });

  it('refuses an unknown locale, region or time zone naming the field, and changes nothing', async () => {
    const before = await settings();
    for (const [variables, field, message] of [
      [{ defaultLocale: 'xx' }, 'defaultLocale', 'defaultLocale must be one of en, fr, de, es, pt-BR, ja, he, ar'],
      [
        { defaultRegion: 'Israel' },
        'defaultRegion',
        'defaultRegion must be a two-letter region code (ISO 3166), such as GB',
      ],
      [{ timeZone: 'Mars/Base' }, 'timeZone', 'timeZone must be a time zone such as Europe/London, or UTC'],
      [
        { defaultLocale: 'fr', timeZone: 'Nowhere' },
        'timeZone',
        'timeZone must be a time zone such as Europe/London, or UTC',
      ],
    ] as const) {
      const { body } = await gql(crm.url, settingsMutation, variables, { token: owner.token });
      expect(body.errors?.[0]?.message).toBe(message);
      expect(body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { [field]: message } });
    }
    expect(await settings()).toEqual(before);

    await setPreferences(member, { locale: 'ja', region: 'JP' });
    const { body } = await gql(
      crm.url,
      preferencesMutation,
      { locale: 'klingon', region: 'GB' },
      { token: member.token },
    );
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { locale: 'locale must be one of en, fr, de, es, pt-BR, ja, he, ar' },
    });
    const badRegion = await gql(crm.url, preferencesMutation, { region: 'XX' }, { token: member.token });
    expect(badRegion.body.errors?.[0]?.extensions?.fields).toEqual({
      region: 'region must be a two-letter region code (ISO 3166), such as GB',
    });
    expect(await me(member)).toEqual({ locale: 'ja', region: 'JP' });
  });

  it('lets owners and admins change the team’s defaults, and refuses a member', async () => {
    const { body } = await gql(crm.url, settingsMutation, { defaultLocale: 'fr' }, { token: member.token });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await settings()).toMatchObject({ defaultLocale: 'en' });

    const changed = await must<{ updateTeamSettings: unknown }>(
      crm.url,
      settingsMutation,
      { defaultLocale: 'fr', defaultRegion: 'gb', timeZone: 'europe/london' },
      owner.token,
    );
    expect(changed.updateTeamSettings).toEqual({
      signUpPolicy: 'OPEN',
      defaultLocale: 'fr',
      defaultRegion: 'GB',
      timeZone: 'Europe/London',
    });
    expect(await settings()).toEqual(changed.updateTeamSettings);
  });

  it('counts the dashboard’s weeks from Monday in the team’s time zone', async () => {
    const zone = 'Pacific/Kiritimati';
    await must(crm.url, settingsMutation, { timeZone: zone }, owner.token);
    const { customerStats } = await must<{ customerStats: { weeks: Array<{ weekStart: string }> } }>(
      crm.url,
      '{ customerStats { weeks { weekStart } } }',
      {},
      member.token,
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(Date.now()); // yyyy-mm-dd
    const monday = new Date(`${today}T00:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    expect(customerStats.weeks.at(-1)!.weekStart).toBe(monday.toISOString().slice(0, 10));
    await must(crm.url, settingsMutation, { timeZone: 'Europe/London' }, owner.token);
  });

  it('tells every role and API key the team’s language, region and time zone, and nobody signed out', async () => {
    const viewer = await joinAs(crm.url, owner.token, 'VIEWER');
    const key = await createApiKey(crm.url, owner.token, 'VIEWER');
    const defaultsQuery = '{ teamDefaults { defaultLocale defaultRegion timeZone } }';
    for (const token of [member.token, viewer.token, key.secret]) {
      const { teamDefaults } = await must<{ teamDefaults: unknown }>(crm.url, defaultsQuery, {}, token);
      expect(teamDefaults).toEqual({ defaultLocale: 'fr', defaultRegion: 'GB', timeZone: 'Europe/London' });
    }
    const { body } = await gql(crm.url, defaultsQuery);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the team’s default region on its first start', () => {
  it('is CRM_DEFAULT_REGION', async () => {
    const crm = await startTestCrm({ CRM_DEFAULT_REGION: 'IL' });
    try {
      const owner = await signUp(crm.url);
      const { teamSettings } = await must<{ teamSettings: unknown }>(crm.url, settingsQuery, {}, owner.token);
      expect(teamSettings).toMatchObject({ defaultRegion: 'IL', defaultLocale: 'en', timeZone: 'UTC' });
    } finally {
      await crm.dispose();
    }
  });
});
