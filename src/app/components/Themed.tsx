import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { ANTD_CSS } from '../antdStylesheet';
import { appTheme } from '../theme';

// With antd's stylesheet in the build, antd draws no styles of its own at run time (antdStylesheet.ts).
const base = ANTD_CSS ? { ...appTheme, zeroRuntime: true } : appTheme;

/**
 * Someone who asked their device for less motion gets antd's dialogs, menus and messages without
 * their animations (WCAG 2.3.3); themeCss stills the spinners.
 */
export function themeFor(reducedMotion: boolean): ThemeConfig {
  return reducedMotion ? { ...base, token: { ...base.token, motion: false } } : base;
}

const theme = themeFor(typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches);

/**
 * The antd theme and antd's App context around the screens that use antd: the same pair Storybook's
 * preview wraps every story in, so App.useApp()'s message, modal and notification render in the SPA
 * with the theme exactly as in Storybook (static Modal.confirm or message calls would not see it).
 * It is loaded with those screens rather than in the first chunk, so pages built without antd (the
 * driver's /locations and booking flow) do not download antd's ConfigProvider, cssinjs and theme
 * (~50 KB gzipped).
 */
export function Themed({ children }: { children: ReactNode }) {
  return (
    // virtual={false}: a Select's options are all in its listbox, where screen readers and
    // getByRole('option') find them (a virtual list exposes only the active one and its neighbours);
    // our pickers hold at most a few hundred options.
    <ConfigProvider theme={theme} virtual={false}>
      {/* component={false}: no wrapper element around the page. */}
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}

export default Themed;
