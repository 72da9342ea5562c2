import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { appTheme } from '../theme';

/**
 * The antd theme around the screens that use antd. It is loaded with those screens rather than in
 * the first chunk, so pages built without antd (the driver's /locations and booking flow) do not
 * download antd's ConfigProvider, cssinjs and theme (~50 KB gzipped).
 */
export function Themed({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={appTheme}>{children}</ConfigProvider>;
}

export default Themed;
