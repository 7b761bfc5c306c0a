// antd's map tokens for each theme, derived from its seeds at build time (web/build/antdMapTokens.ts).
declare module 'virtual:antd-map-tokens' {
  import type { MapToken, SeedToken } from 'antd/es/theme/interface';

  const madeAhead: Record<'light' | 'dark', { seed: SeedToken; map: MapToken }>;
  export default madeAhead;
}
