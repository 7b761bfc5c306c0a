// Languages and regions in the team's store (docs/product.md#languages-and-regions): the team's defaults and time zone
// kept with its settings, and each member's own locale and region, set, kept and cleared one at a time.
import { expect, it } from '@jest/globals';
import { defaultTeamSettings, type TeamSettings } from '../../../server/domain/team/team.ts';
import { waitFor } from '../../support/waitFor.ts';
import type { FreshStore } from './freshStore.ts';

export function teamPreferencesContract(fresh: FreshStore): void {
  const addMember = (uid: string) =>
    fresh.store.team.addMember({ uid, email: `${uid}@example.com`, role: 'MEMBER', pending: false, joinedAt: 1 }, null);

  it('keeps the team’s defaults with its settings, and each member’s own locale and region', async () => {
    const { team } = fresh.store;
    const settings: TeamSettings = {
      ...defaultTeamSettings,
      defaultLocale: 'he',
      defaultRegion: 'IL',
      timeZone: 'Asia/Jerusalem',
    };
    await team.saveSettings(settings, null);
    expect(await team.settings()).toEqual(settings);
    // A member's choices change only those given; null clears one.
    expect(await addMember('pref-one')).toMatchObject({ locale: null, region: null });
    await addMember('pref-two');
    expect(await team.updatePreferences('pref-one', { locale: 'fr' })).toMatchObject({ locale: 'fr', region: null });
    expect(await team.updatePreferences('pref-one', { region: 'GB' })).toMatchObject({ locale: 'fr', region: 'GB' });
    expect(await team.member('pref-one')).toMatchObject({
      uid: 'pref-one',
      email: 'pref-one@example.com',
      locale: 'fr',
      region: 'GB',
    });
    await team.updatePreferences('pref-one', { locale: null });
    const members = await team.members();
    expect(members.map(({ uid, locale, region }) => ({ uid, locale, region }))).toEqual([
      { uid: 'pref-one', locale: null, region: 'GB' },
      { uid: 'pref-two', locale: null, region: null },
    ]);
    await expect(team.updatePreferences('nobody', { locale: 'de' })).rejects.toThrow(/No member/);
  });

  it('tells every process of a member’s new choice, so each reads their phones in it', async () => {
    const { team } = fresh.store;
    await addMember('pref-watched');
    let changes = 0;
    const stop = team.watchAccess(() => changes++);
    fresh.subscriptions.push(stop);
    // A listener may first report the state it found; wait for that to settle before the change.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = changes;
    await team.updatePreferences('pref-watched', { region: 'JP' });
    await waitFor(() => changes > before, 'the access revision to move');
  });
}
