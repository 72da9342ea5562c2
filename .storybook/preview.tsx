import type { Preview } from '@storybook/react-webpack5';
import { App as AntApp, ConfigProvider } from 'antd';
import { appTheme } from '../src/app/theme';
import { injectThemeVariables } from '../src/app/themeCss';

injectThemeVariables();

// Every story renders inside the same antd theme and App context (message, modal) as the SPA;
// stories that need a store, a router or network answers add their own decorators.
const preview: Preview = {
  decorators: [
    (Story) => (
      <ConfigProvider theme={appTheme} virtual={false}>
        <AntApp>
          <Story />
        </AntApp>
      </ConfigProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        phone: { name: 'Phone 390x844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1440x900', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
