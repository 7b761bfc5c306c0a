import type { ThemeConfig } from 'antd';

export const brand = {
  primary: '#4f46e5',
  sider: '#1e1b4b',
  siderActive: '#4338ca',
  page: '#f4f6fb',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: brand.primary,
    colorInfo: brand.primary,
    borderRadius: 10,
    colorBgLayout: brand.page,
    // WCAG 2.2 AA (4.5:1): antd's default red (#ff4d4f) and lightest secondary text (45% black) are too pale on white.
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    fontFamily: "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { siderBg: brand.sider, headerBg: '#ffffff', headerPadding: '0 20px', bodyBg: brand.page },
    Menu: { darkItemBg: brand.sider, darkSubMenuItemBg: brand.sider, darkItemSelectedBg: brand.siderActive, itemBorderRadius: 10 },
    Table: { headerBg: '#f8fafc', rowHoverBg: '#f5f7ff' },
    Card: { headerFontSize: 18 },
  },
};
