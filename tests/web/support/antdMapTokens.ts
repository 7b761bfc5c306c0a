// `virtual:antd-map-tokens` for the components rendered in jsdom: what the Vite plugin gives the build.
import { theme } from 'antd';
import { mapTokensMadeAhead } from '../../../web/build/antdMapTokens.ts';
import { darkTokens, lightTokens } from '../../../web/src/shared/themeSeeds.ts';

export default mapTokensMadeAhead(theme, { light: lightTokens, dark: darkTokens });
