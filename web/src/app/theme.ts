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
    fontFamily: "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { siderBg: brand.sider, headerBg: '#ffffff', headerPadding: '0 20px', bodyBg: brand.page },
    Menu: { darkItemBg: brand.sider, darkSubMenuItemBg: brand.sider, darkItemSelectedBg: brand.siderActive, itemBorderRadius: 10 },
    Table: { headerBg: '#f8fafc', rowHoverBg: '#f5f7ff' },
    Card: { headerFontSize: 18 },
  },
};
