// The search's fold (server/domain/search.ts): accents and case aside, the same in every language.
import { describe, expect, it } from '@jest/globals';
import { customerSearchNarrows, foldForSearch, matchesSearch } from '../../server/domain/search.ts';

describe('foldForSearch', () => {
  it('drops accents and case, whatever the locale', () => {
    expect(['Díaz', 'DIAZ', 'DÍAZ', 'díaz'].map(foldForSearch)).toEqual(['diaz', 'diaz', 'diaz', 'diaz']);
    expect(['Zoë', 'ZOË', 'İstanbul', 'Ångström', 'ﬁne'].map(foldForSearch)).toEqual([
      'zoe',
      'zoe',
      'istanbul',
      'angstrom',
      'fine',
    ]);
  });

  it('spells plainly the letters no decomposition splits', () => {
    expect(['Straße', 'STRAẞE', 'Cœur', 'Ærø', 'Łódź', 'Đorđe'].map(foldForSearch)).toEqual([
      'strasse',
      'strasse',
      'coeur',
      'aero',
      'lodz',
      'dorde',
    ]);
  });

  it('is what the search and its narrowing compare', () => {
    expect(matchesSearch({ name: 'Carla Díaz' }, ['name'], '  DIAZ ')).toBe(true);
    expect(matchesSearch({ name: 'Zoë' }, ['name'], 'zoe')).toBe(true);
    expect(customerSearchNarrows('dia', 'DÍAZ')).toBe(true);
  });
});
