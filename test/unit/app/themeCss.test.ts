import { appTheme } from '../../../src/app/theme';
import { injectThemeVariables, themeCssText } from '../../../src/app/themeCss';
import { TOKENS } from '../../../src/app/themeTokens';

describe('theme tokens as CSS variables', () => {
  it('writes each variable from the one token table antd also reads', () => {
    expect(themeCssText()).toContain(`--color-primary:${TOKENS.colorPrimary}`);
    expect(themeCssText()).toMatch(/^:root\{.*\}$/);
    expect(appTheme.token?.colorPrimary).toBe(TOKENS.colorPrimary);
    // The plain pages' error red is antd's too (danger buttons, form errors): one red, AA on white.
    expect(appTheme.token?.colorError).toBe(TOKENS.colorError);
  });

  it('injects them once, with the browser theme-color', () => {
    injectThemeVariables();
    injectThemeVariables();
    expect(document.querySelectorAll('style[data-theme-vars]')).toHaveLength(1);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(TOKENS.colorPrimary);
  });
});
