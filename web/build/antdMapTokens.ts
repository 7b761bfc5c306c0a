// antd derives a theme's map tokens (ten-step palettes of thirteen colours, sizes, line heights) from its seed tokens
// as its providers first render, in the browser: tens of milliseconds on a phone's CPU, on the way to each antd
// screen's first paint. The seeds are fixed (web/src/shared/themeSeeds.ts, handed in by web/vite.config.ts), so this
// Vite plugin runs antd's own algorithms on them once, at build time, and gives the result as
// `virtual:antd-map-tokens`; web/src/shared/theme.ts answers antd from it (and derives as usual for any other seed).
// antd is loaded only when that module is requested, not with Vite's config.
import type { theme as antdTheme } from 'antd';
import type { MapToken, SeedToken } from 'antd/es/theme/interface';
import type { Plugin } from 'vite';

const virtualId = 'virtual:antd-map-tokens';

/** The tokens each scheme gives antd (web/src/shared/themeSeeds.ts). */
export interface ThemeSeeds {
  light: Partial<SeedToken>;
  dark: Partial<SeedToken>;
}

export interface MapTokensMadeAhead {
  seed: SeedToken;
  map: MapToken;
}

/**
 * Each scheme's seed as antd's providers hand it to the theme's algorithm (antd's default seed under the theme's
 * tokens), and what antd's algorithm for that scheme (from antd's `theme`) makes of it.
 */
export function mapTokensMadeAhead(
  theme: typeof antdTheme,
  seeds: ThemeSeeds,
): Record<'light' | 'dark', MapTokensMadeAhead> {
  const light = { ...theme.defaultSeed, ...seeds.light } as SeedToken;
  const dark = { ...theme.defaultSeed, ...seeds.dark } as SeedToken;
  return {
    light: { seed: light, map: theme.defaultAlgorithm(light) },
    dark: { seed: dark, map: theme.darkAlgorithm(dark) },
  };
}

export function antdMapTokens(seeds: ThemeSeeds): Plugin {
  return {
    name: 'crm:antd-map-tokens',
    resolveId: (id) => (id === virtualId ? `\0${virtualId}` : undefined),
    async load(id) {
      if (id !== `\0${virtualId}`) return undefined;
      const { theme } = await import('antd');
      return `export default ${JSON.stringify(mapTokensMadeAhead(theme, seeds))};`;
    },
  };
}
