// Two builds from one config: the SPA (browser, split per route, hashed files) and the server
// (Node bundle of src/server with every npm package left external, so PGlite finds its wasm files).
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');

/**
 * antd's stylesheet as one hashed file (src/app/antdStylesheet.ts loads it and turns on antd's
 * zero-runtime mode). Its global rules for every <a> are left out: they read antd's variables,
 * which exist only inside antd's components, so on a plain page they would blank the links' colour
 * and focus ring; index.html styles links for the whole app.
 */
function antdStylesheet() {
  const text = fs
    .readFileSync(path.resolve(__dirname, 'node_modules/antd/dist/antd.css'), 'utf8')
    // Each rule whose selectors are all `a...` (a, a:hover, a:active,a:hover, a[disabled], ...).
    .replace(/(?<=^|})a(?:[:[][^{,]*)?(?:,a(?:[:[][^{,]*)?)*\{[^}]*\}/g, '');
  const hash = crypto.createHash('sha256').update(text).digest('hex').slice(0, 8);
  return { text, file: `assets/antd.${hash}.css` };
}

class EmitAntdStylesheet {
  constructor(sheet) {
    this.sheet = sheet;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitAntdStylesheet', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitAntdStylesheet', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () =>
        compilation.emitAsset(this.sheet.file, new webpack.sources.RawSource(this.sheet.text)),
      );
    });
  }
}

const tsRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'ts-loader', options: { transpileOnly: true, onlyCompileBundledFiles: true } },
};
const resolve = { extensions: ['.tsx', '.ts', '.js'] };

/**
 * Brotli and gzip copies of each script and stylesheet beside it (main.1234abcd.js.br, .gz): the
 * server hands the one the browser accepts (@fastify/static's preCompressed), compressed once at
 * build time, at the best ratio, instead of on every request.
 */
class PrecompressAssets {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressAssets', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressAssets', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!/\.(js|css|svg|json)$/.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < 1024) continue;
            compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(zlib.brotliCompressSync(buffer)));
            compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(zlib.gzipSync(buffer, { level: 9 })));
          }
        },
      );
    });
  }
}

module.exports = (env = {}, argv = {}) => {
  const prod = argv.mode !== 'development';
  const antdCss = antdStylesheet();
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
    module: {
      rules: [
        tsRule,
        // The shared texts, rules and helpers only declare: a page's chunk takes the ones it uses,
        // not every area's (the desk's messages are not a driver's download).
        { test: /[\\/]src[\\/]shared[\\/]/, sideEffects: false },
      ],
    },
    resolve,
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' }),
      new webpack.DefinePlugin({ __ANTD_CSS__: JSON.stringify(`/${antdCss.file}`) }),
      new EmitAntdStylesheet(antdCss),
      ...(prod ? [new PrecompressAssets()] : []),
      ...(env.analyze ? [new (require('webpack-bundle-analyzer').BundleAnalyzerPlugin)({ analyzerMode: 'json' })] : []),
    ],
    optimization: {
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
      // swc's minifier (already installed for the tests' transform): the same output size as
      // terser's within a percent, in less than half the build time.
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })],
    },
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
