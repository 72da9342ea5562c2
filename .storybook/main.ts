import fs from 'node:fs';
import type { StorybookConfig } from '@storybook/react-webpack5';

// The app's own stylesheet lives in public/index.html (notice boxes, the page shell, antd fixes):
// the stories' preview gets the same <style> blocks, read from that one file.
const indexHtml = fs.readFileSync(new URL('../public/index.html', import.meta.url), 'utf8');
const appStyles = [...indexHtml.matchAll(/<style[^>]*>[\s\S]*?<\/style>/gi)].map((m) => m[0]).join('\n');

// Stories sit beside their components (DESIGN.md). The SWC compiler addon is what turns TS/TSX
// into JS for the webpack5 builder; telemetry is off because CI machines here are offline.
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-webpack5-compiler-swc'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // react-docgen parses every component on each build; the controls work from args without it.
  typescript: { reactDocgen: false },
  previewHead: (head) => `${head}\n${appStyles}`,
  swc: () => ({ jsc: { transform: { react: { runtime: 'automatic' } } } }),
  // antd makes one large preview bundle by design; the app's own budget is checked by the bench.
  webpackFinal: async (webpackConfig) => ({ ...webpackConfig, performance: { hints: false } }),
};

export default config;
