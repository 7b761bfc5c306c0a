import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ColorScheme } from './ColorSchemeProvider.tsx';

// The shell (sidebar, top bar) is drawn without antd: its colours are in app.css.
export const brand = {
  primary: '#4f46e5',
  page: '#f4f6fb',
} as const;

const fontFamily = "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif";

const light: ThemeConfig = {
  // Component styles come prebuilt (antd.css, split by component: web/antdSplitStyles.ts); antd only sets the variables they read.
  zeroRuntime: true,
  token: {
    colorPrimary: brand.primary,
    colorInfo: brand.primary,
    borderRadius: 10,
    colorBgLayout: brand.page,
    // WCAG 2.2 AA (4.5:1): antd's default red (#ff4d4f) and lightest secondary text (45% black) are too pale on white.
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    fontFamily,
  },
  components: {
    Table: { headerBg: '#f8fafc', rowHoverBg: '#f5f7ff' },
    Card: { headerFontSize: 18 },
  },
};

/** antd's dark algorithm on the same brand; text and links lightened where the derived colours fall under 4.5:1 on dark surfaces. */
const dark: ThemeConfig = {
  zeroRuntime: true,
  algorithm: antdTheme.darkAlgorithm,
  token: {
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
  },
  components: {
    Table: { headerBg: '#1d1e33', rowHoverBg: '#23244a' },
    // Primary-coloured text (the active tab) in the links' indigo; white on the light red of a solid danger button is 3.4:1, so dark text.
    Tabs: { itemSelectedColor: '#a5b4fc', itemHoverColor: '#c7d2fe', itemActiveColor: '#818cf8', inkBarColor: '#a5b4fc' },
    Button: { dangerColor: '#1a0505' },
    Card: { headerFontSize: 18 },
  },
};

export function themeFor(scheme: ColorScheme): ThemeConfig {
  return scheme === 'dark' ? dark : light;
}
