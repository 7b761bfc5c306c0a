// The map tokens made at build time (web/build/antdMapTokens.ts): antd's own algorithms run on the seeds handed in.
import { describe, expect, it } from '@jest/globals';
import { theme } from 'antd';
import { antdMapTokens, mapTokensMadeAhead } from '../../../web/build/antdMapTokens.ts';
import { hookOf } from './fixtures.ts';

const seeds = { light: { colorPrimary: '#4f46e5', borderRadius: 10 }, dark: { colorPrimary: '#818cf8' } };

describe('the map tokens made ahead', () => {
  it("are antd's default seed under the seeds handed in, and what antd's algorithm for each scheme makes of it", () => {
    const made = mapTokensMadeAhead(theme, seeds);
    expect(made.light.seed).toEqual({ ...theme.defaultSeed, ...seeds.light });
    expect(made.light.map).toEqual(theme.defaultAlgorithm({ ...theme.defaultSeed, ...seeds.light }));
    expect(made.dark.map).toEqual(theme.darkAlgorithm({ ...theme.defaultSeed, ...seeds.dark }));
    expect(made.light.map.borderRadiusLG).toBeGreaterThan(10);
  });

  it('are the module virtual:antd-map-tokens', async () => {
    const plugin = antdMapTokens(seeds);
    const id = hookOf(plugin, 'resolveId')('virtual:antd-map-tokens') as string;
    expect(hookOf(plugin, 'resolveId')('antd')).toBeUndefined();
    const code = (await hookOf(plugin, 'load')(id)) as string;
    expect(JSON.parse(code.replace(/^export default /, '').replace(/;$/, ''))).toEqual(
      JSON.parse(JSON.stringify(mapTokensMadeAhead(theme, seeds))),
    );
  });
});
