import { TOKENS } from './themeTokens';

/** The CSS variable of each token the plain-markup pages use. */
export const CSS_VARS = {
  colorPrimary: '--color-primary',
  colorPrimaryHover: '--color-primary-hover',
  colorBgLayout: '--color-bg-layout',
  colorBorder: '--color-border',
  colorError: '--color-error',
  fontFamily: '--font-family',
} as const satisfies Partial<Record<keyof typeof TOKENS, `--${string}`>>;

/** `:root { --color-primary: #1558d6; ... }`, generated from the tokens. */
export function themeCssText(): string {
  const lines = (Object.keys(CSS_VARS) as (keyof typeof CSS_VARS)[]).map((k) => `${CSS_VARS[k]}:${TOKENS[k]}`);
  // Less motion for those who asked their device for it (WCAG 2.3.3): spinners and skeletons stand
  // still (antd's own motion is off too: components/Themed).
  const still =
    '@media (prefers-reduced-motion:reduce){*,::before,::after{animation-duration:.01ms!important;animation-iteration-count:1!important}}';
  return `:root{${lines.join(';')}}${still}`;
}

/**
 * Publishes the tokens to plain CSS once, at start-up (main.tsx, Storybook's preview): index.html's
 * and PlainButton's rules read var(--color-primary) and friends instead of repeating the colour.
 * The browser's theme-color follows the same token.
 */
export function injectThemeVariables(doc: Document | undefined = globalThis.document): void {
  if (!doc || doc.querySelector('style[data-theme-vars]')) return;
  const style = doc.createElement('style');
  style.setAttribute('data-theme-vars', '');
  style.textContent = themeCssText();
  doc.head.prepend(style);
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.appendChild(meta);
  }
  meta.content = TOKENS.colorPrimary;
}
