/**
 * The app's design tokens, written once. theme.ts hands them to antd; themeCss.ts publishes them as
 * CSS variables for the plain-markup pages (index.html, PlainButton); inline styles import them.
 * It imports nothing, so the driver pages can read it without pulling antd in.
 */
export const TOKENS = {
  colorPrimary: '#1558d6',
  /**
   * hover of primary controls and input borders: darker than the primary, so white text on a
   * hovered (or, on a touch screen, just tapped) primary button stays 7.2:1 (the lighter #3f7fe0 was 3.9:1)
   */
  colorPrimaryHover: '#0f4fc4',
  /** the light tint behind a completed step */
  colorPrimaryBg: '#e6efff',
  colorBgLayout: '#f4f6fa',
  colorBorder: '#d9d9d9',
  /** card borders */
  colorBorderSecondary: '#e2e6ee',
  /** the border of a card that needs attention now (an active booking) */
  colorPrimaryBorder: '#91caff',
  /** secondary text: 6:1 on white (antd's own rgba(0, 0, 0, 0.45) is 3.4:1, under WCAG AA's 4.5:1) */
  colorTextSecondary: '#5b6472',
  /** placeholders: 4.8:1 on white (antd's rgba(0, 0, 0, 0.25) is 1.8:1) */
  colorTextPlaceholder: '#6b7280',
  /** green text (an "Active" Tag, a found vehicle): antd's #389e0d is 3.4:1 on the tag's light green, this 5.4:1 */
  colorSuccessText: '#237804',
  /** amber text (a note that something is left out): 7:1 on white, where antd's #faad14 is 1.9:1 */
  colorWarningText: '#874d00',
  colorError: '#cf1322',
  borderRadius: 8,
  fontSize: 16,
  controlHeightLG: 48,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
} as const;
