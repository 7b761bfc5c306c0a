import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { MapToken, MappingAlgorithm, SeedToken } from 'antd/es/theme/interface';
import madeAhead from 'virtual:antd-map-tokens';
import type { ColorScheme } from './ColorSchemeProvider.tsx';
import { darkTokens, lightTokens } from './themeSeeds.ts';

/**
 * antd's algorithm `derive`, answered from the map tokens made at build time (web/build/antdMapTokens.ts) when antd
 * requests the seed they were made for, and derived as usual for any other.
 */
export function derivedAhead(made: { seed: SeedToken; map: MapToken }, derive: MappingAlgorithm): MappingAlgorithm {
  const keys = Object.keys(made.seed) as (keyof SeedToken)[];
  const isMadeSeed = (seed: SeedToken) =>
    Object.keys(seed).length === keys.length && keys.every((key) => seed[key] === made.seed[key]);
  return (seed, mapToken) => (mapToken === undefined && isMadeSeed(seed) ? { ...made.map } : derive(seed, mapToken));
}

// The class under which antd sets its variables: one for every antd provider on the page (the screens' and the
// dialogs'). Without it each provider takes its own (from React's useId), and the first dialog's provider derived the
// theme's tokens again and added its own 12 KB of variables as it opened.
const cssVar = { key: 'css-var-crm' };

const light: ThemeConfig = {
  // Component styles come prebuilt (antd.css, split by component:
  // web/build/antdSplitStyles.ts); antd only sets the variables they read.
  zeroRuntime: true,
  cssVar,
  algorithm: derivedAhead(madeAhead.light, antdTheme.defaultAlgorithm),
  token: lightTokens,
  components: {
    Table: { headerBg: '#f8fafc', rowHoverBg: '#f5f7ff' },
    Card: { headerFontSize: 18 },
  },
};

const dark: ThemeConfig = {
  zeroRuntime: true,
  cssVar,
  algorithm: derivedAhead(madeAhead.dark, antdTheme.darkAlgorithm),
  token: darkTokens,
  components: {
    Table: { headerBg: '#1d1e33', rowHoverBg: '#23244a' },
    // Primary-coloured text (the active tab) in the links' indigo.
    Tabs: {
      itemSelectedColor: '#a5b4fc',
      itemHoverColor: '#c7d2fe',
      itemActiveColor: '#818cf8',
      inkBarColor: '#a5b4fc',
    },
    // White on the light red of a solid danger button is 3.4:1, so dark text. A default button's text under the
    // pointer: antd's derived indigo is 4.2:1 on the dark surface, the links' indigo over 4.5.
    Button: {
      dangerColor: '#1a0505',
      defaultHoverColor: '#c7d2fe',
      defaultHoverBorderColor: '#a5b4fc',
      defaultActiveColor: '#a5b4fc',
      defaultActiveBorderColor: '#818cf8',
    },
    Card: { headerFontSize: 18 },
  },
};

export function themeFor(scheme: ColorScheme): ThemeConfig {
  return scheme === 'dark' ? dark : light;
}
