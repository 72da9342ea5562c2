import { themeFor } from '../../../src/app/components/Themed';
import { appTheme } from '../../../src/app/theme';
import { injectThemeVariables, themeCssText } from '../../../src/app/themeCss';
import { TOKENS } from '../../../src/app/themeTokens';

describe('theme tokens as CSS variables', () => {
  it('writes each variable from the one token table antd also reads', () => {
    expect(themeCssText()).toContain(`--color-primary:${TOKENS.colorPrimary}`);
    expect(themeCssText()).toMatch(/^:root\{[^}]*\}/);
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

describe('less motion for those who ask for it', () => {
  it("turns antd's animations off when the device prefers reduced motion, and only then", () => {
    expect(themeFor(true).token?.motion).toBe(false);
    expect(themeFor(false).token?.motion).toBeUndefined();
    expect(themeFor(true).token?.colorPrimary).toBe(TOKENS.colorPrimary);
  });

  it("stills the plain pages' spinners under the same preference", () => {
    expect(themeCssText()).toContain('@media (prefers-reduced-motion:reduce){*,::before,::after{animation-duration:.01ms!important');
  });
});
