import type { ThemeConfig } from 'antd';

/**
 * One calm blue on white. A 16 px base font keeps text readable at 390 px and stops iOS Safari
 * from zooming into inputs on focus; 44 px large controls meet the touch-target size.
 */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1558d6',
    colorLink: '#1558d6',
    colorBgLayout: '#f4f6fa',
    borderRadius: 8,
    fontSize: 16,
    controlHeightLG: 48,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', headerPadding: '0 16px', headerHeight: 64 },
  },
};
