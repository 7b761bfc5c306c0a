// The seeds of antd's two themes (shared/theme.ts), kept apart from antd so the build can read them: antd derives
// its map tokens from these (colour palettes and all), and the build does that ahead (web/build/antdMapTokens.ts).
import type { ThemeConfig } from 'antd';

// The shell (sidebar, top bar) is rendered without antd: its colours are in app.css.
const brand = {
  primary: '#4f46e5',
  page: '#f4f6fb',
} as const;

const fontFamily = "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Tokens given to antd: seeds, and a few of the tokens antd derives from them, set outright. */
export type ThemeTokens = NonNullable<ThemeConfig['token']>;

export const lightTokens: ThemeTokens = {
  colorPrimary: brand.primary,
  colorInfo: brand.primary,
  borderRadius: 10,
  colorBgLayout: brand.page,
  // WCAG 2.2 AA (4.5:1): antd's default red (#ff4d4f) and lightest secondary text (45% black) are too pale on white.
  colorError: '#cf1322',
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  fontFamily,
};

/**
 * antd's dark algorithm on the same brand;
 * text and links lightened where the derived colours fall under 4.5:1 on dark surfaces.
 */
export const darkTokens: ThemeTokens = {
  colorPrimary: brand.primary,
  // Info tags (the list's count) are text on the page: a lighter indigo than the buttons' fill.
  colorInfo: '#a5b4fc',
  borderRadius: 10,
  colorBgLayout: '#0f1020',
  colorLink: '#a5b4fc',
  colorLinkHover: '#c7d2fe',
  colorLinkActive: '#818cf8',
  colorError: '#ff7875',
  colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
  colorTextDescription: 'rgba(255, 255, 255, 0.65)',
  fontFamily,
};
