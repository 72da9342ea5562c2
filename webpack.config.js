// Two builds from one config: the SPA (browser, split per route, hashed files) and the server
// (Node bundle of src/server with every npm package left external, so PGlite finds its wasm files).
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const tsRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'ts-loader', options: { transpileOnly: true, onlyCompileBundledFiles: true } },
};
const resolve = { extensions: ['.tsx', '.ts', '.js'] };

module.exports = (env = {}, argv = {}) => {
  const prod = argv.mode !== 'development';
  const app = {
    name: 'app',
    target: 'web',
    mode: prod ? 'production' : 'development',
    entry: { main: './src/app/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist/app'),
      filename: prod ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: prod ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: prod ? false : 'eval-cheap-module-source-map',
    module: { rules: [tsRule] },
    resolve,
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' }),
      ...(env.analyze ? [new (require('webpack-bundle-analyzer').BundleAnalyzerPlugin)({ analyzerMode: 'json' })] : []),
    ],
    optimization: { splitChunks: { chunks: 'all' }, runtimeChunk: 'single' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  const server = {
    name: 'server',
    target: 'node20',
    mode: prod ? 'production' : 'development',
    entry: { main: './src/server/main.ts', cli: './src/server/cli.ts', openapi: './src/server/openapi/dump.ts' },
    output: { path: path.resolve(__dirname, 'dist/server'), filename: '[name].js', clean: true },
    devtool: 'source-map',
    module: { rules: [tsRule] },
    resolve,
    externalsPresets: { node: true },
    externals: [({ request }, cb) => (/^[@a-z]/i.test(request) ? cb(null, 'commonjs ' + request) : cb())],
    node: { __dirname: false, __filename: false },
    optimization: { minimize: false },
    stats: 'errors-warnings',
  };
  return [app, server];
};
