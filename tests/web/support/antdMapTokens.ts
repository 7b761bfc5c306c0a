// `virtual:antd-map-tokens` for the components rendered in jsdom: what the Vite plugin gives the build.
import { theme } from 'antd';
import { mapTokensMadeAhead } from '../../../web/antdMapTokens.ts';

export default mapTokensMadeAhead(theme);
