import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { ANTD_CSS } from '../antdStylesheet';
import { appTheme } from '../theme';

// With antd's stylesheet in the build, antd draws no styles of its own at run time (antdStylesheet.ts).
const theme = ANTD_CSS ? { ...appTheme, zeroRuntime: true } : appTheme;

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
    <ConfigProvider theme={theme}>
      {/* component={false}: no wrapper element around the page. */}
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}

export default Themed;
