import type { ThemeConfig } from 'antd';
import { TOKENS } from './themeTokens';

/**
 * One calm blue on white. A 16 px base font keeps text readable at 390 px and stops iOS Safari
 * from zooming into inputs on focus; 44 px large controls meet the touch-target size.
 */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: TOKENS.colorPrimary,
    colorLink: TOKENS.colorPrimary,
    colorBgLayout: TOKENS.colorBgLayout,
    borderRadius: TOKENS.borderRadius,
    fontSize: TOKENS.fontSize,
    controlHeightLG: TOKENS.controlHeightLG,
    fontFamily: TOKENS.fontFamily,
    // Statistic titles, form help, secondary Typography and placeholders meet WCAG AA contrast.
    colorTextDescription: TOKENS.colorTextSecondary,
    colorTextPlaceholder: TOKENS.colorTextPlaceholder,
    // Danger buttons (Log Out, Delete) and error text: antd's #ff4d4f is 3.3:1 on white, this 5.9:1.
    colorError: TOKENS.colorError,
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', headerPadding: '0 16px', headerHeight: 64 },
  },
};
